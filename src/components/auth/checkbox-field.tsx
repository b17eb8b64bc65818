import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './auth-form.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

/** A checkbox with its label and an announced error (remember me, age, terms). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, error, id, ...rest }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <div className="checkbox-field">
        <div className="checkbox-field__row">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            className="checkbox-field__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            {...rest}
          />
          <label htmlFor={inputId}>{label}</label>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);

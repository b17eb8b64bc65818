import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { CountryCodeSelect } from './country-code-select';
import '../text-field.css';

type Country = components['schemas']['Country'];

export interface MobileNumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange'
> {
  label: string;
  countryLabel: string;
  countries: readonly Country[];
  dialingCode: string;
  onDialingCodeChange(code: string): void;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A mobile number with its country dialing code in front (the text-field look and aria wiring:
 * label, hint and error announced with the input).
 */
export const MobileNumberField = forwardRef<HTMLInputElement, MobileNumberFieldProps>(
  function MobileNumberField(
    {
      label,
      countryLabel,
      countries,
      dialingCode,
      onDialingCodeChange,
      error,
      hint,
      required,
      id,
      ...rest
    },
    ref,
  ) {
    const generated = useId();
    const inputId = id ?? generated;
    const describedBy =
      [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
        .filter(Boolean)
        .join(' ') || undefined;
    return (
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <div className="field__row">
          <CountryCodeSelect
            countries={countries}
            value={dialingCode}
            onChange={onDialingCodeChange}
            label={countryLabel}
          />
          <input
            ref={ref}
            id={inputId}
            className="field__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={describedBy}
            {...rest}
          />
        </div>
        {hint ? (
          <p id={`${inputId}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${inputId}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);

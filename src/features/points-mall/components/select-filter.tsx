import { useId, type ReactNode } from 'react';

/**
 * A list's labelled native select filter ("All" first): keyboard and screen readers for free, and
 * the shared field's look.
 */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: ReactNode;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  allLabel: string;
  onChange(value: T | undefined): void;
}) {
  const id = useId();
  return (
    <div className="field points-mall__filter">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) =>
          onChange(options.find((option) => option.value === event.target.value)?.value)
        }
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

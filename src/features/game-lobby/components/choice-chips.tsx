import { useId } from 'react';

export interface Choice<V> {
  value: V;
  label: string;
}

/**
 * A labelled group of single-choice chips: native radio buttons (one tab stop, arrow keys move the
 * choice) drawn as chips. The legend names the group for assistive technology.
 */
export function ChoiceChips<V extends string | number | null>({
  legend,
  choices,
  value,
  onChange,
  className,
}: {
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={['chips', className].filter(Boolean).join(' ')}>
      <legend className="chips__legend">{legend}</legend>
      <div className="chips__row">
        {choices.map((choice) => (
          <label key={String(choice.value)} className="chip">
            <input
              type="radio"
              className="chip__input"
              name={name}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className="chip__label">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

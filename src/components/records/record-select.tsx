/** A labelled select of one record filter; the empty choice ("All …") leaves the filter out. */
export function RecordSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value | undefined): void;
}) {
  return (
    <label className="date-range__field">
      <span>{label}</span>
      <select
        className="date-range__input"
        value={value ?? ''}
        onChange={(e) => onChange(options.find((option) => option.value === e.target.value)?.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

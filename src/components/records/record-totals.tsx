/** The totals of a record list (every page of the filter, not only the one shown). */
export function RecordTotals({
  items,
}: {
  items: readonly { key: string; term: string; value: string; tone?: 'up' | 'down' | undefined }[];
}) {
  return (
    <dl className="records-totals">
      {items.map((item) => (
        <div key={item.key} className="records-totals__item">
          <dt>{item.term}</dt>
          <dd className={item.tone ? `records-money--${item.tone}` : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether an amount reads as a gain or a loss (colour beside the sign, never instead of it). */
export function toneOf(amount: number): 'up' | 'down' | undefined {
  if (Math.round(amount * 100) === 0) return undefined;
  return amount > 0 ? 'up' : 'down';
}

/** The class that colours an amount as a gain or a loss, if it is one. */
export function toneClass(amount: number): string | undefined {
  const tone = toneOf(amount);
  return tone ? `records-money--${tone}` : undefined;
}

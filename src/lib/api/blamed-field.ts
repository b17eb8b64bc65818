/**
 * The form field a server refusal blames, by its last name: `body.amount` -> `amount`,
 * `body.payeeAccount.accountName` -> `accountName`; null when it names none or not the body.
 */
export function blamedField(field: string | undefined): string | null {
  const match = /^body\.(?:[A-Za-z]+\.)*([A-Za-z]+)$/.exec(field ?? '');
  return match?.[1] ?? null;
}

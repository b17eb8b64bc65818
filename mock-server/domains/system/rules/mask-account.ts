/**
 * A winner's account as the board shows it (contract `Winner.player`): first and last characters
 * kept, the middle replaced by a fixed `***` (so the length gives nothing away), never the full
 * account. Two characters are kept at each end of accounts of 6 or more, one of shorter ones.
 */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? '*'}***`;
  const keep = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}

/**
 * The points mall's arithmetic and address rules, pure: what a redemption costs, what a conversion
 * pays (as the server computes it), how a typed whole number is checked, and which tab the address
 * names.
 */

/** Points a redemption takes: `quantity` units of `pointsEach`. */
export function redeemCost(pointsEach: number, quantity: number): number {
  return pointsEach * quantity;
}

/**
 * The most units one redemption may ask for: the stock, and no more than the balance pays for
 * (at least 1 while anything is in stock, so the form can say why it is too many).
 */
export function maxQuantity(stock: number, pointsEach: number, balance: number): number {
  if (stock <= 0) return 0;
  return Math.max(1, Math.min(stock, Math.floor(balance / pointsEach)));
}

/**
 * Money a conversion credits: `points` / `ratio`, rounded down to 2 decimals (the contract's
 * `PointsConvertRequest`), computed in whole cents so 0.1 + 0.2 never shows.
 */
export function convertAmount(points: number, ratio: number): number {
  if (!(ratio > 0) || points <= 0) return 0;
  return Math.floor((points * 100) / ratio) / 100;
}

export type WholeProblem = 'required' | 'whole' | 'min' | 'max';

/** A typed whole number ("1 000" and "1,000" read as 1000), or null when it is not one. */
export function wholeOfText(text: string): number | null {
  const plain = text.trim().replace(/[\s,]/g, '');
  if (!/^\d{1,9}$/.test(plain)) return null;
  return Number(plain);
}

/** What is wrong with a typed whole number for `min`..`max` (max first: it is what the player has). */
export function wholeProblem(
  text: string,
  limits: { min: number; max: number },
): WholeProblem | null {
  if (text.trim() === '') return 'required';
  const value = wholeOfText(text);
  if (value === null) return 'whole';
  if (value < limits.min) return 'min';
  if (value > limits.max) return 'max';
  return null;
}

/** The tabs of the points mall, in order; the address's `?tab=` names one. */
export const mallTabs = ['rewards', 'convert', 'history', 'details'] as const;
export type MallTab = (typeof mallTabs)[number];

/** The tab an address value names; the first (rewards) for none or an unknown one. */
export function mallTabOf(value: string | null): MallTab {
  return mallTabs.find((tab) => tab === value) ?? 'rewards';
}

/** A points change with its sign spelled out (not by colour alone): "+1,500", "−2,000". */
export function signedPoints(change: number, format: (value: number) => string): string {
  if (change > 0) return `+${format(change)}`;
  if (change < 0) return `\u2212${format(-change)}`;
  return format(0);
}

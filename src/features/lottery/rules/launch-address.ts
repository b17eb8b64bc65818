/**
 * The lottery's address as the page may open it: absolute, http or https only (a `javascript:`
 * or `data:` address from a broken or hostile answer never reaches a frame or a window). A
 * relative address is resolved against the portal's own origin. Null when it is not usable.
 */
export function safeLaunchAddress(url: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/** Where the lottery's own exit button brings the player back to: this page, without a game. */
export function lotteryBackUrl(origin: string): string {
  return `${origin}/lottery`;
}

/** The jackpot ticker — being built (issue 4); renders nothing until then. */
export function JackpotTicker(_props: Record<string, unknown> = {}) {
  return null;
}

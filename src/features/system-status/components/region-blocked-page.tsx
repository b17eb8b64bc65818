/** The region-blocked page — being built (issue 4); renders nothing until then. */
export function RegionBlockedPage(_props: Record<string, unknown> = {}) {
  return null;
}

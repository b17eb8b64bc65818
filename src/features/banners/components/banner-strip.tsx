/** The banner strip — being built (issue 4); renders nothing until then. */
export function BannerStrip(_props: Record<string, unknown> = {}) {
  return null;
}

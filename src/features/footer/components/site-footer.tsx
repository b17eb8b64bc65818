/** The footer — being built (issue 4); renders nothing until then. */
export function SiteFooter(_props: Record<string, unknown> = {}) {
  return null;
}

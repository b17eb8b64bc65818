/** Customer-service icons — being built (issue 4); renders nothing until then. */
export function ServiceSideMenu(_props: Record<string, unknown> = {}) {
  return null;
}

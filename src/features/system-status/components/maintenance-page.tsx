/** The maintenance page — being built (issue 4); renders nothing until then. */
export function MaintenancePage(_props: Record<string, unknown> = {}) {
  return null;
}

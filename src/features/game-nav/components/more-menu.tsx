/** The More menu — being built (issue 4); renders nothing until then. */
export function MoreMenu(_props: Record<string, unknown> = {}) {
  return null;
}

/** Login and Register buttons — being built (issue 4); renders nothing until then. */
export function AuthButtons(_props: Record<string, unknown> = {}) {
  return null;
}

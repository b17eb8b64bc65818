/** The profile dropdown with the balance — being built (issue 4); renders nothing until then. */
export function ProfileMenu(_props: Record<string, unknown> = {}) {
  return null;
}

/** Vendor-driven nav items from the game menus — being built (issue 4); renders nothing until then. */
export function GameNav(_props: Record<string, unknown> = {}) {
  return null;
}

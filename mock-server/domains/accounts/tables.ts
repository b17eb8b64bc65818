/** The accounts domain's own @msw/data tables (see mock-server/README.md). */
export function createAccountsTables() {
  return {};
}

export type AccountsTables = ReturnType<typeof createAccountsTables>;

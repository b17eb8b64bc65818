/** The control domain's own @msw/data tables (see mock-server/README.md). */
export function createControlTables() {
  return {};
}

export type ControlTables = ReturnType<typeof createControlTables>;

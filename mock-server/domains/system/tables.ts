/** The system domain's own @msw/data tables (see mock-server/README.md). */
export function createSystemTables() {
  return {};
}

export type SystemTables = ReturnType<typeof createSystemTables>;

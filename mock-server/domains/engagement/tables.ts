/** The engagement domain's own @msw/data tables (see mock-server/README.md). */
export function createEngagementTables() {
  return {};
}

export type EngagementTables = ReturnType<typeof createEngagementTables>;

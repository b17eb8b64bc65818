/** The agent domain's own @msw/data tables (see mock-server/README.md). */
export function createAgentTables() {
  return {};
}

export type AgentTables = ReturnType<typeof createAgentTables>;

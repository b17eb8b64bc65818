/** The games domain's own @msw/data tables (see mock-server/README.md). */
export function createGamesTables() {
  return {};
}

export type GamesTables = ReturnType<typeof createGamesTables>;

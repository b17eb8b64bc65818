/** The wallet domain's own @msw/data tables (see mock-server/README.md). */
export function createWalletTables() {
  return {};
}

export type WalletTables = ReturnType<typeof createWalletTables>;

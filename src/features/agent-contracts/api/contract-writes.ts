import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys (openapi-react-query's `[method, path]`, matched as prefixes) of the reads a contract
 * write makes stale: the contract lists, the consolidated request states, and team management's
 * downline list (each downline's contract summary).
 */
const staleAfterContractWrite = [
  ['get', '/wps/agent/contracts'],
  ['get', '/wps/agent/contracts/consolidated'],
  ['get', '/wps/agent/downlines'],
] as const;

export async function invalidateContracts(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    staleAfterContractWrite.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

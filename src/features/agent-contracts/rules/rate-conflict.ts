import { isApiError } from '../../../../openapi/runtime/client/api-error';
import type { Contract } from './contract-terms';

/**
 * The contracts a `contract_rate_conflict` refusal (409, ContractConflictError) says the lower-rate
 * rule would end, or null for any other failure. The list travels in the failure's `value`.
 */
export function rateConflictOf(error: unknown): Contract[] | null {
  if (!isApiError(error) || error.key !== 'contract_rate_conflict') return null;
  const value = error.value as { conflictingContracts?: unknown } | undefined;
  const list = value?.conflictingContracts;
  return Array.isArray(list) ? (list as Contract[]) : [];
}

import type { Query, QueryClient } from '@tanstack/react-query';
import { clientOperations } from '../../../openapi/runtime/generated/client-operations';

/**
 * A query whose answer depends on who is signed in: its operation takes the session token
 * (guarded, or optional like `listPromotions`). Query keys are openapi-react-query's
 * `[method, path, init]`.
 */
export function isMemberQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [method, path] = query.queryKey;
  if (typeof method !== 'string' || typeof path !== 'string') return false;
  return clientOperations[`${method.toUpperCase()} ${path}`]?.token === true;
}

/**
 * A new session (login, logout, another member): every member query starts over, the ones on
 * screen asking again with the new token, so no member ever sees another's data.
 */
export function resetMemberQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: isMemberQuery });
}

import type { SessionRecord } from '../../../db/core-records';

/**
 * The session of a guarded call (the reality check and the session summary count from its login).
 * The pipeline never runs a guarded handler without one; a missing one is a bug, not a refusal.
 */
export function callerSession(session: SessionRecord | null, operationId: string): SessionRecord {
  if (!session) throw new Error(`${operationId} is guarded: the pipeline gives it a session`);
  return session;
}

import type { MockBackend } from '../../../core/backend';

/** The parts of the backend the accounts rules use; rule tests build one without seeding. */
export type AccountsEnv = Pick<MockBackend, 'db' | 'clock' | 'config'>;

export const minuteMs = 60_000;
export const dayMs = 86_400_000;

/** The clock's now plus `ms`, as an ISO date-time. */
export function isoAfter(env: Pick<AccountsEnv, 'clock'>, ms: number): string {
  return new Date(env.clock.nowMs() + ms).toISOString();
}

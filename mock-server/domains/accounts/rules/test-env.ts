import { Clock } from '../../../core/clock';
import { defaultMockConfig } from '../../../core/mock-config';
import { createMember, type NewMember } from '../../../core/members';
import { createDb } from '../../../db/create-db';
import { defaultFeatureFlags } from '../../system/feature-flags';
import type { AccountsEnv } from './accounts-env';

/** An empty backend for rule tests: no seed, real tables, a clock the test can move. */
export function emptyEnv(): AccountsEnv {
  return { db: createDb(), clock: new Clock(), config: defaultMockConfig(defaultFeatureFlags()) };
}

export function addMember(env: AccountsEnv, input: Partial<NewMember> & { account: string }) {
  return createMember(env.db, {
    password: 'demo1234',
    type: 0,
    createdAt: env.clock.iso(),
    firstTimeLogin: false,
    ...input,
  });
}

import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type CallResult, type TestBackend } from '../../testing/test-backend';
import { captchaText } from './rules/captcha-store';
import { inboxMessages } from './rules/inbox';
import { Clock } from '../../core/clock';
import { defaultMockConfig } from '../../core/mock-config';
import { createMember, type NewMember } from '../../core/members';
import { createDb } from '../../db/create-db';
import { defaultFeatureFlags } from '../system/rules/feature-flags';
import type { AccountsEnv } from './rules/accounts-env';

/** A small sandbox for behaviour tests (the full catalogue is not needed here). */
export function smallBackend(): Promise<TestBackend> {
  return createTestBackend({ sizes: { players: 12, agents: 1, slotGames: 40, betsPerMember: 4 } });
}

export function valueOf<T>(result: CallResult): T {
  if (!result.body.success)
    throw new Error(`expected success, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.value as T;
}

export async function login(
  t: TestBackend,
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return t.call('login', { body: { username, password, ...extra } });
}

export async function tokenOf(
  t: TestBackend,
  username: string,
  password = 'demo1234',
): Promise<string> {
  return valueOf<Schemas['LoginResult']>(await login(t, username, password)).token;
}

/** A captcha for `client` (its id from the `X-Captcha-Id` header) and the text its image shows. */
export async function solvedCaptcha(t: TestBackend, client: string) {
  const issued = await t.call('getCaptcha', { headers: { 'x-forwarded-for': client } });
  valueOf<Schemas['CaptchaImage']>(issued);
  const captchaId = issued.headers.get('X-Captcha-Id') ?? '';
  return { captchaId, captcha: captchaText(t.backend.db, captchaId) ?? '' };
}

export function lastCodeTo(t: TestBackend, to: string): string {
  const code = inboxMessages(t.backend.db, to)[0]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

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

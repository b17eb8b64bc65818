import { describe, expect, it } from 'vitest';
import { totalBalanceCents } from '../../../core/money';
import { createTrialAccount, trialOpeningBalance } from './free-play';
import { emptyEnv } from '../test-support';

const body = (randomString: string) => ({
  os: 'Linux',
  platform: 'W' as const,
  randomString,
  gatewayVersion: 3 as const,
});

describe('free play', () => {
  it('creates a new trial account per visit, with play money', async () => {
    const env = emptyEnv();
    const a = await createTrialAccount(env, body('nonce-0001'));
    const b = await createTrialAccount(env, body('nonce-0002'));
    if ('kind' in a || 'kind' in b) throw new Error('refused');
    expect(a.account).toMatch(/^guest_[0-9a-f]{6}$/);
    expect(a.account).not.toBe(b.account);
    expect(a).toMatchObject({ type: 4, firstTimeLogin: true, uplineId: null });
    expect(totalBalanceCents(env.db, a.id)).toBe(trialOpeningBalance * 100);
  });

  it('refuses a replayed random string and a switched-off flag', async () => {
    const env = emptyEnv();
    await createTrialAccount(env, body('nonce-0001'));
    expect(await createTrialAccount(env, body('nonce-0001'))).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.randomString' },
    });
    env.config.flags.FREEPLAY3 = false;
    expect(await createTrialAccount(env, body('nonce-0003'))).toMatchObject({
      status: 403,
      envelope: { code: 'feature_disabled' },
    });
    expect(env.db.members.size).toBe(1);
  });
});

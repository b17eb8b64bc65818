import { describe, expect, it } from 'vitest';
import { Clock } from './clock';
import { createDb } from '../db/create-db';
import { createMember } from './members';
import { defaultMockConfig } from './mock-config';
import {
  checkPaymentPassword,
  maxPaymentPasswordFailures,
  type PaymentPasswordEnv,
} from './payment-password';

async function setup(paymentPassword: string | null = '123456') {
  const env: PaymentPasswordEnv = {
    db: createDb(),
    clock: new Clock(),
    config: defaultMockConfig({}),
  };
  const member = await createMember(env.db, {
    account: 'guard01',
    password: 'demo1234',
    type: 0,
    createdAt: env.clock.iso(),
    firstTimeLogin: false,
    paymentPassword,
  });
  return { env, member };
}

describe('the shared payment-password guard', () => {
  it('passes the right password and refuses a wrong one with 400, counted', async () => {
    const { env, member } = await setup();
    expect(await checkPaymentPassword(env, member, '123456')).toBeNull();
    expect(await checkPaymentPassword(env, member, '000000')).toMatchObject({
      status: 400,
      envelope: { code: 'payment_password_invalid', field: 'body.paymentPassword' },
    });
    expect(env.db.paymentPasswordGuards.get(member.id)?.failures).toBe(1);
  });

  it('locks at the 5th wrong try in a row: even the right one is refused until the lock ends', async () => {
    const { env, member } = await setup();
    for (let i = 1; i < maxPaymentPasswordFailures; i += 1)
      expect((await checkPaymentPassword(env, member, '000000'))?.status).toBe(400);
    expect(await checkPaymentPassword(env, member, '000000')).toMatchObject({
      status: 429,
      envelope: { code: 'payment_password_locked', value: { retryAfterSeconds: 900 } },
    });
    env.clock.advance(10 * 60_000);
    expect(await checkPaymentPassword(env, member, '123456')).toMatchObject({
      status: 429,
      envelope: { code: 'payment_password_locked', value: { retryAfterSeconds: 300 } },
    });
    env.clock.advance(5 * 60_000);
    expect(await checkPaymentPassword(env, member, '123456')).toBeNull();
    expect(env.db.paymentPasswordGuards.get(member.id)).toBeUndefined();
  });

  it('a right password before the lock resets the count', async () => {
    const { env, member } = await setup();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 1; i < maxPaymentPasswordFailures; i += 1)
        expect((await checkPaymentPassword(env, member, '000000'))?.status).toBe(400);
      expect(await checkPaymentPassword(env, member, '123456')).toBeNull();
    }
  });

  it('counts again from zero once a lock has ended, and follows the configured lock length', async () => {
    const { env, member } = await setup();
    env.config.paymentPasswordLockMinutes = 1;
    for (let i = 0; i < maxPaymentPasswordFailures; i += 1)
      await checkPaymentPassword(env, member, '000000');
    expect(
      (await checkPaymentPassword(env, member, '123456'))?.envelope.value?.retryAfterSeconds,
    ).toBe(60);
    env.clock.advance(60_000);
    expect((await checkPaymentPassword(env, member, '000000'))?.status).toBe(400);
    expect(env.db.paymentPasswordGuards.get(member.id)?.failures).toBe(1);
  });

  it('a member without a payment password never passes and gets the same refusal', async () => {
    const { env, member } = await setup(null);
    expect(await checkPaymentPassword(env, member, '')).toMatchObject({
      status: 400,
      envelope: { code: 'payment_password_invalid' },
    });
  });
});

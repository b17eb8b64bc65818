import { describe, expect, it } from 'vitest';
import type { MemberRecord } from '../../../db/core-records';
import { maxPaymentPasswordFailures, setPaymentPassword } from './payment-password';
import { addMember, emptyEnv } from '../test-support';

describe('payment password', () => {
  it('is set the first time with the login password, then changed with the old one', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'pay01', paymentPassword: null });
    expect(
      await setPaymentPassword(env, member, {
        newPaymentPassword: '111111',
        confirmNewPaymentPassword: '111111',
      }),
    ).toMatchObject({
      envelope: { code: 'validation_error', field: 'body.password' },
    });
    expect(
      await setPaymentPassword(env, member, {
        password: 'demo1234',
        newPaymentPassword: '111111',
        confirmNewPaymentPassword: '111111',
      }),
    ).toBeNull();
    const withOne = env.db.members.get(member.id) as MemberRecord;
    expect(withOne.paymentPassword).toBe('111111');
    expect(
      await setPaymentPassword(env, withOne, {
        password: 'demo1234',
        newPaymentPassword: '222222',
        confirmNewPaymentPassword: '222222',
      }),
    ).toMatchObject({
      envelope: { code: 'validation_error', field: 'body.oldPaymentPassword' },
    });
    expect(
      await setPaymentPassword(env, withOne, {
        oldPaymentPassword: '111111',
        newPaymentPassword: '222222',
        confirmNewPaymentPassword: '222222',
      }),
    ).toBeNull();
    expect(env.db.members.get(member.id)?.paymentPassword).toBe('222222');
  });

  it('checks the rule and the confirmation before the proof, without counting them', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'pay02', paymentPassword: '123456' });
    expect(
      await setPaymentPassword(env, member, {
        oldPaymentPassword: '123456',
        newPaymentPassword: '12ab56',
        confirmNewPaymentPassword: '12ab56',
      }),
    ).toMatchObject({
      envelope: { code: 'password_rule', field: 'body.newPaymentPassword' },
    });
    expect(
      await setPaymentPassword(env, member, {
        oldPaymentPassword: '123456',
        newPaymentPassword: '654321',
        confirmNewPaymentPassword: '654322',
      }),
    ).toMatchObject({
      envelope: { code: 'password_mismatch', field: 'body.confirmNewPaymentPassword' },
    });
    expect(env.db.paymentPasswordGuards.get(member.id)).toBeUndefined();
  });

  it('locks the member out at the 5th wrong proof in a row, until the lock ends', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'pay03', paymentPassword: '123456' });
    const wrong = {
      oldPaymentPassword: '000000',
      newPaymentPassword: '654321',
      confirmNewPaymentPassword: '654321',
    };
    for (let i = 1; i < maxPaymentPasswordFailures; i += 1) {
      expect(await setPaymentPassword(env, member, wrong)).toMatchObject({
        status: 400,
        envelope: { code: 'payment_password_invalid' },
      });
    }
    expect(await setPaymentPassword(env, member, wrong)).toMatchObject({
      status: 429,
      envelope: {
        code: 'payment_password_locked',
        field: 'body.oldPaymentPassword',
        value: { retryAfterSeconds: 15 * 60 },
      },
    });
    const right = { ...wrong, oldPaymentPassword: '123456' };
    expect(await setPaymentPassword(env, member, right)).toMatchObject({
      status: 429,
      envelope: { code: 'payment_password_locked' },
    });
    env.clock.advance(env.config.paymentPasswordLockMinutes * 60_000 - 1000);
    expect(await setPaymentPassword(env, member, right)).toMatchObject({
      envelope: { value: { retryAfterSeconds: 1 } },
    });
    env.clock.advance(1000);
    expect(await setPaymentPassword(env, member, right)).toBeNull();
    expect(env.db.paymentPasswordGuards.get(member.id)).toBeUndefined();
  });
});

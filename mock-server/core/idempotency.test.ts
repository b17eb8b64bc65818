import { describe, expect, it } from 'vitest';
import { createMockBackend } from './backend';
import { fail, ok } from './envelope';
import { idempotent, retryFields } from './idempotency';

describe('idempotent', () => {
  it('runs a request once, repeats its answer, and refuses the same requestId with other fields', async () => {
    const backend = await createMockBackend({
      sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 },
    });
    let runs = 0;
    const key = (amount: number) => ({
      memberId: 1,
      operationId: 'transferWallet' as const,
      requestId: 'r-1',
      fields: { amount },
    });
    const run = () => {
      runs += 1;
      return Promise.resolve(ok<'transferWallet'>({ runs } as never));
    };
    const first = await idempotent(backend, key(5), run);
    expect(await idempotent(backend, key(5), run)).toEqual(first);
    expect(runs).toBe(1);
    const other = await idempotent(backend, key(6), run);
    expect(other).toMatchObject({ status: 409, envelope: { code: 'conflict' } });
    expect(runs).toBe(1);
  });

  it('keeps no refusal, so a corrected retry runs', async () => {
    const backend = await createMockBackend({
      sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 },
    });
    const key = {
      memberId: 1,
      operationId: 'transferWallet' as const,
      requestId: 'r-2',
      fields: {},
    };
    await idempotent(backend, key, () => Promise.resolve(fail(400, 'amount_invalid', 'no')));
    const second = await idempotent(backend, key, () =>
      Promise.resolve(ok<'transferWallet'>({} as never)),
    );
    expect(second.kind).toBe('success');
  });
});

describe('retryFields', () => {
  it('leaves out the requestId and the payment password', () => {
    expect(retryFields({ requestId: 'x', paymentPassword: '123456', amount: 5 })).toEqual({
      amount: 5,
    });
  });
});

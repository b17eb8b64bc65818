import { describe, expect, it } from 'vitest';
import { createMockBackend } from './backend';
import { fail, ok } from './envelope';
import {
  canonicalJson,
  fingerprintOf,
  idempotencyTtlMs,
  idempotent,
  maxIdempotencyRecords,
  purgeIdempotency,
  retryFields,
} from './idempotency';

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

  it('repeats a refusal too: a repeat after a top-up still answers the first refusal and runs nothing', async () => {
    const backend = await createMockBackend({
      sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 },
    });
    const key = {
      memberId: 1,
      operationId: 'transferWallet' as const,
      requestId: 'r-2',
      fields: {},
    };
    const first = await idempotent(backend, key, () =>
      Promise.resolve(fail(400, 'insufficient_balance', 'no')),
    );
    // The refusal is kept (a table write, so --persist journals it like any other change).
    expect(backend.db.idempotency.size).toBe(1);
    let runs = 0;
    const second = await idempotent(backend, key, () => {
      runs += 1;
      return Promise.resolve(ok<'transferWallet'>({} as never));
    });
    expect(runs).toBe(0);
    expect(second).toEqual(first);
    expect(second).toMatchObject({ status: 400, envelope: { code: 'insufficient_balance' } });
  });

  it('keeps only the answer and a sha256 fingerprint, never the request', async () => {
    const backend = await createMockBackend({
      sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 },
    });
    const note = 'x'.repeat(100_000);
    await idempotent(
      backend,
      { memberId: 1, operationId: 'transferWallet', requestId: 'r-3', fields: { amount: 1, note } },
      () => Promise.resolve(fail(400, 'amount_invalid', 'no')),
    );
    const [record] = backend.db.idempotency.all();
    expect(record?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record).length).toBeLessThan(1000);
  });

  it('forgets a request id after 24 hours of the sandbox clock', async () => {
    const backend = await createMockBackend({
      sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 },
    });
    let runs = 0;
    const run = () => {
      runs += 1;
      return Promise.resolve(ok<'transferWallet'>({} as never));
    };
    const key = {
      memberId: 1,
      operationId: 'transferWallet' as const,
      requestId: 'r-4',
      fields: {},
    };
    await idempotent(backend, key, run);
    backend.clock.advance(idempotencyTtlMs - 1000);
    await idempotent(backend, key, run);
    expect(runs).toBe(1);
    backend.clock.advance(2000);
    await idempotent(backend, key, run);
    expect(runs).toBe(2);
  });

  it('keeps at most maxIdempotencyRecords, the oldest going first', async () => {
    const backend = await createMockBackend({
      sizes: { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 },
    });
    const records = Array.from({ length: maxIdempotencyRecords + 5 }, (_, i) => ({
      id: `1:transferWallet:r-${i}`,
      fingerprint: 'f',
      status: 200,
      body: null,
      createdAt: backend.clock.iso(),
    }));
    await backend.db.idempotency.insertMany(records);
    expect(await purgeIdempotency(backend)).toBe(6);
    expect(backend.db.idempotency.get('1:transferWallet:r-0')).toBeUndefined();
    expect(
      backend.db.idempotency.get(`1:transferWallet:r-${maxIdempotencyRecords + 4}`),
    ).toBeDefined();
  });
});

describe('canonicalJson and fingerprintOf', () => {
  it('sorts keys, so the same fields in another order give the same fingerprint', async () => {
    expect(canonicalJson({ b: 1, a: [1, { d: null, c: 'x' }] })).toBe(
      '{"a":[1,{"c":"x","d":null}],"b":1}',
    );
    expect(await fingerprintOf({ a: 1, b: 2 })).toBe(await fingerprintOf({ b: 2, a: 1 }));
    expect(await fingerprintOf({ a: 1 })).not.toBe(await fingerprintOf({ a: 2 }));
  });

  it('does not overflow on a value nested 100,000 levels deep', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = { x: deep };
    expect(canonicalJson(deep).length).toBeLessThan(1000);
    expect(await fingerprintOf(deep)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('retryFields', () => {
  it('keeps the known fields only, without the requestId and the payment password', () => {
    expect(
      retryFields({ requestId: 'x', paymentPassword: '123456', amount: 5, note: 'big' }, [
        'requestId',
        'paymentPassword',
        'amount',
      ]),
    ).toEqual({ amount: 5 });
  });
});

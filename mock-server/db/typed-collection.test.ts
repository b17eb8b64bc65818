import { describe, expect, it, vi } from 'vitest';
import type { WalletRecord } from './core-records';
import { walletSchema } from './core-schemas';
import { Table } from './typed-collection';

interface Wallet {
  id: string;
  memberId: number;
  code: string;
  balanceCents: number;
}

function wallets() {
  const table = new Table<Wallet>();
  const byMember = table.groupIndex((w) => w.memberId);
  const byCode = table.uniqueIndex((w) => `${w.memberId}:${w.code}`);
  return { table, byMember, byCode };
}

describe('Table.values', () => {
  it('walks the records without a copy, oldest change first, skipping those removed meanwhile', async () => {
    const { table } = wallets();
    for (const id of ['w1', 'w2', 'w3', 'w4'])
      await table.insert({ id, memberId: 1, code: id, balanceCents: 0 });
    await table.update('w1', (w) => {
      w.balanceCents = 1;
    });
    const seen: string[] = [];
    for (const record of table.values()) {
      seen.push(record.id);
      if (record.id === 'w2') await table.remove('w3');
    }
    expect(seen).toEqual(['w2', 'w4', 'w1']);
  });
});

describe('Table indexes', () => {
  it('follow creates, updates and deletes of the underlying collection', async () => {
    const { table, byMember, byCode } = wallets();
    await table.insert({ id: 'w1', memberId: 1, code: 'MAIN', balanceCents: 100 });
    await table.insert({ id: 'w2', memberId: 1, code: 'PG', balanceCents: 0 });
    await table.insert({ id: 'w3', memberId: 2, code: 'MAIN', balanceCents: 5 });

    await table.update('w1', (w) => {
      w.balanceCents -= 40;
    });
    expect(byCode('1:MAIN')?.balanceCents).toBe(60);
    expect(byMember(1).map((w) => w.balanceCents)).toEqual([0, 60]);
    expect(table.collection.findFirst((q) => q.where({ id: 'w1' }))?.balanceCents).toBe(60);

    await table.remove('w2');
    expect(byMember(1).map((w) => w.id)).toEqual(['w1']);
    expect(table.size).toBe(2);
  });

  it('moves a record between groups when its key changes', async () => {
    const { table, byMember } = wallets();
    await table.insert({ id: 'w1', memberId: 1, code: 'MAIN', balanceCents: 0 });
    await table.update('w1', (w) => {
      w.memberId = 2;
    });
    expect(byMember(1)).toEqual([]);
    expect(byMember(2).map((w) => w.id)).toEqual(['w1']);
  });

  it('refuses a record its schema refuses, and keeps nothing of it', async () => {
    // @msw/data logs the schema's issues before it throws.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = new Table<WalletRecord>(walletSchema);
    const wallet = { id: '1:MAIN', memberId: 1, walletCode: 'MAIN', balanceCents: 500 };
    await table.insert(wallet);
    await expect(
      table.insert({ id: '2:MAIN', memberId: 2, walletCode: 'MAIN', balanceCents: -1 }),
    ).rejects.toThrow();
    await expect(table.restore([{ id: '3:MAIN', memberId: 3 }])).rejects.toThrow();
    expect(table.all()).toEqual([wallet]);
    expect(logged).toHaveBeenCalled();
  });
});

describe('Table change tracking (the --persist journal)', () => {
  it('reports the records put and the ids removed since the last take, only while tracking', async () => {
    const { table } = wallets();
    await table.insert({ id: 'w0', memberId: 1, code: 'MAIN', balanceCents: 1 });
    expect(table.takeChanges()).toBeNull();
    table.trackChanges();
    await table.insert({ id: 'w1', memberId: 1, code: 'PG', balanceCents: 0 });
    await table.update('w0', (w) => {
      w.balanceCents = 7;
    });
    await table.insert({ id: 'w2', memberId: 2, code: 'MAIN', balanceCents: 0 });
    await table.remove('w2');
    const changes = table.takeChanges();
    expect(changes?.cleared).toBe(false);
    expect(changes?.put.map((r) => (r as Wallet).id).sort()).toEqual(['w0', 'w1']);
    expect(changes?.removed).toEqual(['w2']);
    expect(table.takeChanges()).toBeNull();
    await table.clear();
    expect(table.takeChanges()).toEqual({ cleared: true, put: [], removed: [] });
  });

  it('puts a record wholly: inserted when new, replaced (fields dropped too) when known', async () => {
    const { table, byCode } = wallets();
    await table.insert({ id: 'w1', memberId: 1, code: 'MAIN', balanceCents: 1 });
    await table.update('w1', (w) => Object.assign(w, { extra: true }));
    await table.put({ id: 'w1', memberId: 1, code: 'PG', balanceCents: 9 });
    await table.put({ id: 'w2', memberId: 2, code: 'MAIN', balanceCents: 3 });
    expect(table.get('w1')).toEqual({ id: 'w1', memberId: 1, code: 'PG', balanceCents: 9 });
    expect(byCode('1:PG')?.id).toBe('w1');
    expect(byCode('1:MAIN')).toBeUndefined();
    expect(table.size).toBe(2);
  });
});

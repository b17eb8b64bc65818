import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { contractKinds } from './rules/contract-kinds';
import type { ContractRecord, ContractStatus } from './records';
import { memberNamed } from './test-support';

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});

const everyStatus: ContractStatus[] = ['new', 'success', 'termination', 'terminated', 'rejected'];
const statusesOf = (contracts: ContractRecord[]) => new Set(contracts.map((c) => c.status));

describe('the agent seed', () => {
  it('gives demoagent contracts in every state, as downline of demomaster and as upline of demosubagent', () => {
    const { db } = t.backend;
    const agent = memberNamed(t, 'demoagent');
    const received = db.contractsOfferedTo(agent.id);
    const offered = db.contractsOfferedBy(agent.id);
    expect(new Set(received.map((c) => c.uplineId))).toEqual(
      new Set([memberNamed(t, 'demomaster').id]),
    );
    expect(new Set(offered.map((c) => c.downlineId))).toEqual(
      new Set([memberNamed(t, 'demosubagent').id]),
    );
    expect(statusesOf(received)).toEqual(new Set(everyStatus));
    expect(statusesOf(offered)).toEqual(new Set(everyStatus));
    expect(new Set([...received, ...offered].map((c) => c.kind))).toEqual(new Set(contractKinds));
  });

  it('keeps the contract invariants: one open offer and one contract in force per parties and kind', () => {
    const seen = new Map<string, number>();
    for (const c of t.backend.db.agentContracts.all()) {
      const group =
        c.status === 'new'
          ? 'new'
          : c.status === 'success' || c.status === 'termination'
            ? 'force'
            : null;
      if (!group) continue;
      const key = `${c.uplineId}:${c.downlineId}:${c.kind}:${group}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('settles past dividend periods of demoagent, paid ones with a matching ledger credit', () => {
    const { db } = t.backend;
    const agent = memberNamed(t, 'demoagent');
    const records = db.dividendRecordsPaidTo(agent.id);
    expect(records.length).toBeGreaterThan(3);
    for (const record of records.filter((r) => r.status === 'paid' && r.amountCents > 0)) {
      const credit = db.ledgerOf(agent.id).find((e) => e.reference === record.id);
      expect(credit).toMatchObject({ type: 'dividend', amountCents: record.amountCents });
    }
    expect(db.dividendRecordsPaidBy(agent.id).length).toBeGreaterThan(0);
  });

  it('gives generated agent trees contracts and publishes agent announcements', () => {
    const { db } = t.backend;
    const demoIds = new Set(
      ['demomaster', 'demoagent', 'demosubagent', 'demosubagent2'].map((a) => memberNamed(t, a).id),
    );
    expect(db.agentContracts.all().filter((c) => !demoIds.has(c.uplineId)).length).toBeGreaterThan(
      0,
    );
    expect(db.agentNotices.size).toBeGreaterThan(9);
  });

  it('makes the same data again on reset', async () => {
    const before = JSON.stringify(
      t.backend.exportState({ includeCatalogue: false }).tables.agentContracts,
    );
    await t.restoreSeed();
    expect(
      JSON.stringify(t.backend.exportState({ includeCatalogue: false }).tables.agentContracts),
    ).toBe(before);
  });
});

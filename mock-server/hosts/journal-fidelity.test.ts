import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsCases } from '../domains/accounts/conformance-cases';
import { agentCases } from '../domains/agent/conformance-cases';
import { controlCases } from '../domains/control/conformance-cases';
import { engagementCases } from '../domains/engagement/conformance-cases';
import { gamesCases } from '../domains/games/conformance-cases';
import { protectionCases } from '../domains/protection/conformance-cases';
import { systemCases } from '../domains/system/conformance-cases';
import { walletCases } from '../domains/wallet/conformance-cases';
import type { OperationId } from '../core/handler-types';
import type { ConformanceCase, ConformanceCases } from '../testing/conformance-case';
import { createTestBackend, type TestBackend } from '../testing/test-backend';
import { applyEntry } from './journal-changes';
import { decodeJournal } from './journal-format';
import { journalFileOf, persistState, type StatePersistence } from './state-persistence';
import { createMockBackend, type MockBackend, type StateSnapshot } from '../core/backend';

/*
 * The journal records every change a write makes: every happy and refusal case of every domain
 * runs through the pipeline of a persisted backend, and replaying the journal onto the state it
 * started from gives exactly the live state. A write that changed a record without going through
 * its table (so the journal never heard of it) shows up here as a difference.
 */

const cases: ConformanceCases = {
  ...accountsCases,
  ...systemCases,
  ...walletCases,
  ...gamesCases,
  ...engagementCases,
  ...agentCases,
  ...protectionCases,
  ...controlCases,
};

const mutableState = (backend: MockBackend) =>
  JSON.parse(JSON.stringify(backend.exportState({ includeCatalogue: false }))) as {
    tables: Record<string, { id: unknown }[]>;
  };

let dir: string;
let t: TestBackend;
let persistence: StatePersistence;
let start: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'journal-fidelity-'));
  t = await createTestBackend();
  start = JSON.stringify(t.backend.exportState({ includeCatalogue: false }));
  persistence = persistState(t.backend, path.join(dir, 'sandbox.json'), {
    compactAtBytes: Number.MAX_SAFE_INTEGER,
  });
  await persistence.ready;
}, 60_000);
afterAll(async () => {
  persistence.detach();
  await rm(dir, { recursive: true, force: true });
});

async function run(operationId: OperationId, c: ConformanceCase): Promise<void> {
  const token = c.as ? await t.tokenFor(c.as) : null;
  let request;
  try {
    request = c.request ? (typeof c.request === 'function' ? await c.request(t) : c.request) : {};
  } catch {
    // a case that needs the freshly seeded state it runs on in the conformance suite
    return;
  }
  await t.call(operationId, { ...request, token });
}

const wholeStateOperations = new Set<string>([
  'resetSandbox',
  'importSandboxState',
  'applyScenario',
  'restoreSandboxSnapshot',
]);

describe('the --persist journal', () => {
  it('replays to exactly the live state after every conformance case of every domain', async () => {
    for (const [operationId, own] of Object.entries(cases)) {
      // Operations that replace the whole state: each journals the whole state, which soon passes
      // the compaction threshold and rewrites the snapshot this test replays from.
      if (wholeStateOperations.has(operationId)) continue;
      for (const c of [...own.happy, ...own.refusals]) await run(operationId as OperationId, c);
    }
    // a last write, so the sessions the cases signed in are taken along
    await t.call('advanceSandboxClock', { body: { minutes: 1 } });
    await persistence.flush();
    const replayed = await createMockBackend(t.backend.seed);
    await replayed.importState(JSON.parse(start) as StateSnapshot);
    const journal = decodeJournal(await readFile(journalFileOf(path.join(dir, 'sandbox.json'))));
    expect(journal.tornBytes).toBe(0);
    expect(journal.entries.length).toBeGreaterThan(100);
    for (const entry of journal.entries) await applyEntry(replayed, entry);
    const live = mutableState(t.backend);
    const again = mutableState(replayed);
    const differing = Object.keys(live.tables).filter(
      (name) => JSON.stringify(live.tables[name]) !== JSON.stringify(again.tables[name]),
    );
    expect(differing).toEqual([]);
    expect(JSON.stringify(again)).toBe(JSON.stringify(live));
  }, 120_000);
});

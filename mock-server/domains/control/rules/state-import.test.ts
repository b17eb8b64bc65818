import { describe, expect, it, vi } from 'vitest';
import { createMockBackend } from '../../../core/backend';
import { importAtomically } from './state-import';
import { parseSnapshot } from './state-snapshot';

const small = { players: 3, agents: 1, slotGames: 20, betsPerMember: 1 };

describe('importAtomically', () => {
  it('replaces the state with the snapshot', async () => {
    const backend = await createMockBackend({ sizes: small });
    const before = backend.exportState({ includeCatalogue: false });
    await backend.db.sessions.insert({
      id: 'tok-after-export',
      memberId: 1,
      kind: 'member',
      createdAt: backend.clock.iso(),
    });
    backend.config.flags.DIRECTREG3 = false;
    backend.clock.advance(60_000);

    const parsed = parseSnapshot(JSON.parse(JSON.stringify(before)), backend.db);
    if ('kind' in parsed) throw new Error(parsed.envelope.message);
    await expect(importAtomically(backend, parsed.snapshot)).resolves.toHaveProperty('tables');
    expect(JSON.stringify(backend.exportState({ includeCatalogue: false }))).toBe(
      JSON.stringify(before),
    );
    expect(backend.db.sessions.get('tok-after-export')).toBeUndefined();
  });

  it('puts the previous state back when restoring fails half-way', async () => {
    const backend = await createMockBackend({ sizes: small });
    const snapshotText = JSON.stringify(backend.exportState({ includeCatalogue: false }));
    await backend.db.sessions.insert({
      id: 'tok-kept',
      memberId: 1,
      kind: 'member',
      createdAt: backend.clock.iso(),
    });
    backend.config.flags.DIRECTREG3 = false;
    const before = JSON.stringify(backend.exportState({ includeCatalogue: false }));

    const parsed = parseSnapshot(JSON.parse(snapshotText), backend.db);
    if ('kind' in parsed) throw new Error(parsed.envelope.message);
    // The wallets are restored after members and sessions were replaced: fail there, once.
    const restore = backend.db.wallets.restore.bind(backend.db.wallets);
    vi.spyOn(backend.db.wallets, 'restore').mockImplementationOnce(async (records) => {
      await restore(records.slice(0, 1));
      throw new Error('disk on fire');
    });

    const result = await importAtomically(backend, parsed.snapshot);
    expect(result).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', message: expect.stringContaining('disk on fire') },
    });
    expect(JSON.stringify(backend.exportState({ includeCatalogue: false }))).toBe(before);
    expect(backend.db.sessions.get('tok-kept')).toBeDefined();
    expect(backend.config.flags.DIRECTREG3).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../../core/backend';
import { importedDefaultPassword, restoreMemberSecrets, withoutSecrets } from './state-secrets';

const sizes = { players: 2, agents: 1, slotGames: 10, betsPerMember: 0 };

describe('withoutSecrets and restoreMemberSecrets', () => {
  it('leave passwords, sessions, SMS codes and captchas out, and put the passwords back on import', async () => {
    const backend = await createMockBackend({ sizes });
    const whole = backend.exportState({ includeCatalogue: false });
    const plain = withoutSecrets(whole);
    const text = JSON.stringify(plain);
    expect(text).not.toContain('"password"');
    expect(text).not.toContain('"paymentPassword"');
    for (const table of ['sessions', 'smsCodes', 'captchas'])
      expect(Object.keys(plain.tables)).not.toContain(table);
    // The export is a copy: the state itself keeps its secrets.
    expect(JSON.stringify(whole)).toContain('"password"');

    const tables = structuredClone(plain.tables);
    const newcomer = { ...(tables.members?.[0] as Record<string, unknown>), id: 999_999 };
    tables.members = [...(tables.members ?? []), newcomer];
    restoreMemberSecrets(tables, backend.db);
    const byId = new Map(
      (tables.members as { id: number; password: string; paymentPassword: string | null }[]).map(
        (m) => [m.id, m],
      ),
    );
    for (const member of backend.db.members.all()) {
      expect(byId.get(member.id)?.password).toBe(member.password);
      expect(byId.get(member.id)?.paymentPassword).toBe(member.paymentPassword);
    }
    expect(byId.get(999_999)).toMatchObject({
      password: importedDefaultPassword,
      paymentPassword: null,
    });
  });
});

import type { StateSnapshot } from '../../../core/backend';
import type { Db } from '../../../db/create-db';

/** Tables that hold nothing but secrets: session tokens, SMS codes, captcha answers. */
export const secretTables: ReadonlySet<string> = new Set([
  'sessions',
  'smsCodes',
  'captchas',
  'secondFactorChallenges',
]);
/** Member fields that are secrets. */
const memberSecrets: readonly string[] = ['password', 'paymentPassword'];
/** What a member new to the sandbox signs in with after importing an export without secrets. */
export const importedDefaultPassword = 'demo1234';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The state as `GET /__mock/state` gives it by default: without the secret tables and without
 * members' passwords and payment passwords (`?secrets=true` keeps them).
 */
export function withoutSecrets(snapshot: StateSnapshot): StateSnapshot {
  const tables: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(snapshot.tables)) {
    if (secretTables.has(name)) continue;
    tables[name] =
      name === 'members'
        ? records.map((record) => {
            if (!isRecord(record)) return record;
            return Object.fromEntries(
              Object.entries(record).filter(([name]) => !memberSecrets.includes(name)),
            );
          })
        : records;
  }
  return { ...snapshot, tables };
}

/**
 * Fills the secrets an export without them left out, before an import: a member keeps the
 * password and payment password it has in this sandbox now; one new to it gets the demo password
 * and no payment password.
 */
export function restoreMemberSecrets(tables: Record<string, unknown[]>, db: Db): void {
  const members = tables.members;
  if (!members) return;
  tables.members = members.map((record) => {
    if (!isRecord(record) || 'password' in record) return record;
    const current = typeof record.id === 'number' ? db.members.get(record.id) : undefined;
    return {
      ...record,
      password: current?.password ?? importedDefaultPassword,
      paymentPassword:
        'paymentPassword' in record ? record.paymentPassword : (current?.paymentPassword ?? null),
    };
  });
}

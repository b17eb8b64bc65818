import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRecord } from '../../../db/core-records';
import { addMember, dayMs, emptyEnv } from '../test-support';
import { currentExclusion, endSessions, exclusionFailure, startExclusion } from './exclusion-store';
import type { ProtectionEnv } from './protection-env';

let env: ProtectionEnv;
let member: MemberRecord;
let other: MemberRecord;

async function sessionFor(memberId: number, token: string) {
  await env.db.sessions.insert({ id: token, memberId, kind: 'member', createdAt: env.clock.iso() });
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00.000Z') });
  env = emptyEnv();
  member = await addMember(env, 'resting');
  other = await addMember(env, 'playing');
  await sessionFor(member.id, 'a'.repeat(32));
  await sessionFor(member.id, 'b'.repeat(32));
  await sessionFor(other.id, 'c'.repeat(32));
});
afterEach(() => {
  vi.useRealTimers();
});

const nowMs = () => env.clock.nowMs();
const sessionIds = () =>
  env.db.sessions
    .all()
    .map((s) => s.id[0])
    .sort();

describe('starting an exclusion', () => {
  it('needs the login password, and a wrong one changes nothing', async () => {
    const refused = await startExclusion(env, member, { kind: 'timeOut', period: 'day' }, 'wrong');
    expect(refused).toMatchObject({
      status: 400,
      envelope: { code: 'invalid_credentials', field: 'body.password' },
    });
    expect(env.db.exclusions.size).toBe(0);
    expect(sessionIds()).toEqual(['a', 'b', 'c']);
  });

  it('ends every session of the member at once, and only theirs', async () => {
    const started = await startExclusion(
      env,
      member,
      { kind: 'timeOut', period: 'week' },
      'demo1234',
    );
    expect(started).toMatchObject({
      kind: 'ok',
      value: {
        memberId: member.id,
        kind: 'timeOut',
        period: 'week',
        startedAt: '2026-11-22T08:00:00.000Z',
        endsAt: '2026-11-29T08:00:00.000Z',
      },
    });
    expect(sessionIds()).toEqual(['c']);
  });

  it('cannot shorten one in force; one that ends later is taken', async () => {
    await startExclusion(env, member, { kind: 'selfExclusion', period: 'sixMonths' }, 'demo1234');
    const shorter = await startExclusion(
      env,
      member,
      { kind: 'timeOut', period: 'month' },
      'demo1234',
    );
    expect(shorter).toMatchObject({
      status: 409,
      envelope: {
        code: 'conflict',
        value: { endTime: '2027-05-22T08:00:00.000Z', exclusionKind: 'selfExclusion' },
      },
    });
    expect(env.db.exclusions.size).toBe(1);
    await startExclusion(env, member, { kind: 'selfExclusion', period: 'oneYear' }, 'demo1234');
    expect(currentExclusion(env.db, member.id, nowMs())?.endsAt).toBe('2027-11-22T08:00:00.000Z');
  });
});

describe('a sign-in while excluded', () => {
  it('is refused with the end time until the exclusion ends', async () => {
    await startExclusion(env, member, { kind: 'timeOut', period: 'day' }, 'demo1234');
    expect(exclusionFailure(env.db, member.id, nowMs())).toEqual({
      kind: 'failure',
      status: 403,
      envelope: {
        success: false,
        code: 'account_excluded',
        message:
          'this account is in a time-out until 2026-11-23T08:00:00.000Z; it cannot sign in before then',
        value: { endTime: '2026-11-23T08:00:00.000Z', exclusionKind: 'timeOut' },
      },
    });
    expect(exclusionFailure(env.db, other.id, nowMs())).toBeNull();
    env.clock.advance(dayMs - 1);
    expect(exclusionFailure(env.db, member.id, nowMs())).not.toBeNull();
    env.clock.advance(1);
    expect(exclusionFailure(env.db, member.id, nowMs())).toBeNull();
  });
});

describe('ending sessions', () => {
  it('answers how many ended', async () => {
    expect(await endSessions(env.db, other.id)).toBe(1);
    expect(await endSessions(env.db, other.id)).toBe(0);
  });
});

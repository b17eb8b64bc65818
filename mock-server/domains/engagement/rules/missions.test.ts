import { describe, expect, it } from 'vitest';
import { totalBalanceCents } from '../../../core/money';
import { missionView } from '../presenters';
import { missionState, missionWindow } from './mission-progress';
import { claimMissionFor, missionSummary } from './missions';
import { betFor, catalogueDb, playerIn } from '../test-support';

const now = new Date('2026-11-22T09:30:00.000Z'); // a Sunday
const anchor = new Date('2026-11-22T09:00:00.000Z');

async function setup() {
  const db = await catalogueDb(anchor);
  const member = await playerIn(db, 'mission_unit');
  const mission = (id: number) => {
    const m = db.missions.get(id);
    if (!m) throw new Error(`no mission ${id}`);
    return m;
  };
  return { db, member, mission };
}

describe('mission windows', () => {
  it('uses today, this week from Monday, or the whole run', async () => {
    const { mission } = await setup();
    expect(missionWindow(mission(401), now)).toMatchObject({ key: 'D2026-11-22' });
    expect(missionWindow(mission(402), now)).toMatchObject({ key: 'W2026-11-16' });
    expect(missionWindow(mission(404), now)).toMatchObject({ key: 'O', end: null });
    expect(missionView(missionState((await setup()).db, mission(402), 1, now))).toMatchObject({
      startTime: '2026-11-16T00:00:00Z',
      endTime: '2026-11-22T23:59:59Z',
    });
  });
});

describe('mission progress and status', () => {
  it('counts settled bets of the type inside the window only, capped at the target', async () => {
    const { db, member, mission } = await setup();
    await betFor(db, member.id, {
      gameType: 'LIVE',
      validBet: 700,
      time: '2026-11-22T01:00:00.000Z',
    });
    await betFor(db, member.id, {
      gameType: 'LIVE',
      validBet: 900,
      time: '2026-11-21T23:59:59.000Z',
    });
    await betFor(db, member.id, {
      gameType: 'RNG',
      validBet: 900,
      time: '2026-11-22T02:00:00.000Z',
    });
    await betFor(db, member.id, {
      gameType: 'LIVE',
      validBet: 900,
      time: '2026-11-22T03:00:00.000Z',
      status: 'unsettled',
    });
    expect(missionState(db, mission(401), member.id, now)).toMatchObject({
      progress: 700,
      status: 'process',
    });
    await betFor(db, member.id, {
      gameType: 'LIVE',
      validBet: 400,
      time: '2026-11-22T04:00:00.000Z',
    });
    expect(missionState(db, mission(401), member.id, now)).toMatchObject({
      progress: 1000,
      status: 'claim',
    });
    // The next day starts over.
    expect(
      missionState(db, mission(401), member.id, new Date('2026-11-23T00:00:00.000Z')),
    ).toMatchObject({ progress: 0, status: 'process' });
    expect(missionState(db, mission(402), member.id, now).progress).toBe(1);
  });

  it('shows coming before the start and close after the end of a once-mission', async () => {
    const { db, member, mission } = await setup();
    expect(missionState(db, mission(407), member.id, now).status).toBe('coming');
    const afterEnd = new Date(Date.parse(mission(407).endTime ?? '') + 2000);
    expect(missionState(db, mission(407), member.id, afterEnd).status).toBe('close');
  });
});

describe('claimMissionFor', () => {
  it('pays a completed mission once per window and sums the week in the summary', async () => {
    const { db, member } = await setup();
    await db.missionProgress.insert({
      id: `${member.id}:404:O`,
      memberId: member.id,
      missionId: 404,
      periodKey: 'O',
      progress: 1,
    });
    const claimed = await claimMissionFor(db, member, 404, now);
    expect(claimed).toMatchObject({ status: 'claimed' });
    expect(await claimMissionFor(db, member, 404, now)).toMatchObject({
      status: 409,
      envelope: { code: 'already_claimed' },
    });
    expect(totalBalanceCents(db, member.id)).toBe(500);
    expect(missionSummary(db, member.id, now)).toMatchObject({
      claimableCount: 0,
      claimedAmount: 5,
    });
    expect(missionSummary(db, member.id, new Date('2026-11-23T00:00:00.000Z')).claimedAmount).toBe(
      0,
    );
  });

  it('refuses missions in progress, not started or unknown', async () => {
    const { db, member } = await setup();
    expect(await claimMissionFor(db, member, 405, now)).toMatchObject({
      status: 409,
      envelope: { code: 'conflict', message: expect.stringContaining('not completed') },
    });
    expect(await claimMissionFor(db, member, 407, now)).toMatchObject({
      status: 409,
      envelope: { code: 'conflict' },
    });
    expect(await claimMissionFor(db, member, 999, now)).toMatchObject({ status: 404 });
    expect(db.ledger.size).toBe(0);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { dayMs } from '../../core/date-range';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { pointsBalance } from '../wallet/rules/points-ledger';
import { drawOutcome } from './rules/lucky-draw-prizes';
import { drawPeriodAt } from './rules/lucky-draw-period';
import { freshMember, insertSettledBet, mainBalanceCents, valueOf } from './test-support';

const small = { sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 3 } };

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(small);
});

const ledgerWith = (reference: string) =>
  t.backend.db.ledger.all().filter((l) => l.reference === reference);
const open = (token: string, requestId: string) =>
  t.call('openRedEnvelope', { token, body: { requestId } });
const spin = (token: string, requestId: string) =>
  t.call('spinPrizeWheel', { token, body: { requestId } });

describe('red envelope', () => {
  it('needs a round of 10.00 today, pays once, and opens again the next UTC day', async () => {
    const member = await freshMember(t, 'luckyone01');
    const token = await t.tokenFor('luckyone01');
    const state = valueOf('getRedEnvelope', await t.call('getRedEnvelope', { token }));
    expect(state).toMatchObject({ eligible: false, reason: 'bet_required', claimsLeft: 1 });
    expect(await open(token, 'too-early-01')).toMatchObject({
      status: 409,
      body: { code: 'draw_not_eligible' },
    });

    await insertSettledBet(t, 'luckyone01', { gameType: 'RNG', validBet: 10 });
    expect(valueOf('getRedEnvelope', await t.call('getRedEnvelope', { token }))).toMatchObject({
      eligible: true,
      reason: 'eligible',
    });
    const before = mainBalanceCents(t, 'luckyone01');
    const first = valueOf('openRedEnvelope', await open(token, 'open-once-01'));
    const day = drawPeriodAt(t.backend.clock.nowMs()).day;
    const expected = drawOutcome('redEnvelope', member.id, day, 1);
    expect(first).toMatchObject({ game: 'redEnvelope', prizeType: 'cash', claimsLeft: 0 });
    expect(Math.round(first.amount * 100)).toBe(expected.amountCents);
    expect(mainBalanceCents(t, 'luckyone01') - before).toBe(expected.amountCents);
    expect(ledgerWith(first.drawId)).toHaveLength(1);

    // The same requestId answers the same, and pays nothing more; a new one is refused.
    expect((await open(token, 'open-once-01')).body.value).toEqual(first);
    expect(await open(token, 'open-twice-02')).toMatchObject({
      status: 409,
      body: { code: 'already_claimed' },
    });
    expect(mainBalanceCents(t, 'luckyone01') - before).toBe(expected.amountCents);
    const history = valueOf('listLuckyDraws', await t.call('listLuckyDraws', { token }));
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ drawId: first.drawId, amount: first.amount });
    const bonuses = valueOf('listBonusDetails', await t.call('listBonusDetails', { token }));
    expect(bonuses.list[0]).toMatchObject({ bonusType: 'raffle', amount: first.amount });

    t.backend.clock.advance(dayMs);
    const tomorrow = await t.tokenFor('luckyone01');
    const next = await t.call('getRedEnvelope', { token: tomorrow });
    expect(valueOf('getRedEnvelope', next)).toMatchObject({
      reason: 'bet_required',
      claimsLeft: 1,
    });
    expect(t.violations).toEqual([]);
  });

  it('pays once under concurrent opens (Promise.all), with new and with repeated requestIds', async () => {
    await freshMember(t, 'luckyrace01');
    await insertSettledBet(t, 'luckyrace01', { gameType: 'LIVE', validBet: 50 });
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => t.tokenFor('luckyrace01')));
    const before = mainBalanceCents(t, 'luckyrace01');
    const results = await Promise.all([
      ...tokens.map((token, i) => open(token, `race-new-${i}-0000`)),
      ...tokens.map((token) => open(token, 'race-same-00000')),
    ]);
    const paid = results.filter((r) => r.status === 200);
    const drawIds = new Set(paid.map((r) => valueOf('openRedEnvelope', r).drawId));
    expect(drawIds.size).toBe(1);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.code === 'already_claimed'),
    ).toBe(true);
    const [drawId] = [...drawIds] as [string];
    expect(ledgerWith(drawId)).toHaveLength(1);
    expect(mainBalanceCents(t, 'luckyrace01') - before).toBe(ledgerWith(drawId)[0]?.amountCents);
    expect(t.backend.db.luckyDrawClaims.all().filter((c) => c.id === drawId)).toHaveLength(1);
    expect(t.violations).toEqual([]);
  });
});

describe('prize wheel', () => {
  it('credits the segment the server decided to the wallet or the points, once a day', async () => {
    // Members until one wins cash and one wins points, so both credits are proven.
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i += 1) {
      const account = `wheel${String(i).padStart(4, '0')}`;
      const member = await freshMember(t, account);
      const token = await t.tokenFor(account);
      const wheel = valueOf('getPrizeWheel', await t.call('getPrizeWheel', { token }));
      expect(wheel).toMatchObject({ eligible: true, claimsPerPeriod: 1, claimsLeft: 1 });
      expect(wheel.segments).toHaveLength(8);
      const money = mainBalanceCents(t, account);
      const points = pointsBalance(t.backend.db, member.id, t.backend.clock.nowMs()).points;

      const result = valueOf('spinPrizeWheel', await spin(token, `spin-${account}`));
      const segment = wheel.segments?.[result.segmentIndex ?? -1];
      expect(segment).toMatchObject({ prizeType: result.prizeType });
      const nowPoints = pointsBalance(t.backend.db, member.id, t.backend.clock.nowMs()).points;
      expect(mainBalanceCents(t, account) - money).toBe(Math.round(result.amount * 100));
      expect(nowPoints - points).toBe(result.points);
      if (result.prizeType !== 'none') seen.add(result.prizeType);

      expect(await spin(token, `again-${account}`)).toMatchObject({
        status: 409,
        body: { code: 'already_claimed' },
      });
      expect(mainBalanceCents(t, account) - money).toBe(Math.round(result.amount * 100));
    }
    expect(seen).toEqual(new Set(['cash', 'points']));
    expect(t.violations).toEqual([]);
  });

  it('gives VIP ranks a second spin', async () => {
    const token = await t.tokenFor('demovip');
    expect(valueOf('getPrizeWheel', await t.call('getPrizeWheel', { token }))).toMatchObject({
      claimsPerPeriod: 2,
      claimsLeft: 2,
    });
    expect((await spin(token, 'vip-spin-0001')).status).toBe(200);
    expect(valueOf('spinPrizeWheel', await spin(token, 'vip-spin-0002')).claimsLeft).toBe(0);
    expect((await spin(token, 'vip-spin-0003')).status).toBe(409);
    const history = valueOf(
      'listLuckyDraws',
      await t.call('listLuckyDraws', { token, query: { game: 'prizeWheel' } }),
    );
    expect(history.list.map((d) => d.drawId)).toEqual([
      expect.stringMatching(/-2$/),
      expect.stringMatching(/-1$/),
    ]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { mainBalanceCents, prizeNamed, rewardNamed, setProfile, valueOf } from './test-support';

const small = { sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 3 } };

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(small);
});

const ledgerWith = (reference: string) =>
  t.backend.db.ledger.all().filter((l) => l.reference === reference);

describe('reward centre claims', () => {
  it('credits a reward once: a second claim is already_claimed and the balance rose by exactly the reward', async () => {
    const token = await t.tokenFor('demoplayer');
    const reward = rewardNamed(t, 'demoplayer', 'Weekend reload bonus');
    const before = mainBalanceCents(t, 'demoplayer');
    const countBefore = valueOf(
      'getAvailablePromoCount',
      await t.call('getAvailablePromoCount', { token }),
    );

    const first = await t.call('claimReward', { token, path: { rewardId: reward.id } });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ rewardId: reward.id, status: 'claimed', amount: 58 });
    const second = await t.call('claimReward', { token, path: { rewardId: reward.id } });
    expect(second).toMatchObject({ status: 409, body: { code: 'already_claimed' } });

    expect(mainBalanceCents(t, 'demoplayer') - before).toBe(5800);
    expect(ledgerWith(`REWARD-${reward.id}`)).toHaveLength(1);
    expect(ledgerWith(`REWARD-${reward.id}`)[0]).toMatchObject({
      type: 'bonus',
      amountCents: 5800,
      walletCode: 'MAIN',
    });

    const list = await t.call('listRewards', { token, query: { status: 'claim' } });
    expect(list.body.value).toMatchObject({ claimableCount: 1 });
    const countAfter = valueOf(
      'getAvailablePromoCount',
      await t.call('getAvailablePromoCount', { token }),
    );
    expect(countAfter.count).toBe(countBefore.count - 1);
    const bonuses = valueOf('listBonusDetails', await t.call('listBonusDetails', { token }));
    expect(bonuses.list[0]).toMatchObject({
      title: 'Weekend reload bonus',
      bonusType: 'promotion',
      amount: 58,
      status: 'claimed',
    });
    expect(t.violations).toEqual([]);
  });

  it('credits once under concurrent claims (Promise.all)', async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => t.tokenFor('demoplayer')));
    const reward = rewardNamed(t, 'demoplayer', 'Weekend reload bonus');
    const before = mainBalanceCents(t, 'demoplayer');
    const results = await Promise.all(
      tokens.map((token) => t.call('claimReward', { token, path: { rewardId: reward.id } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 409 && r.body.code === 'already_claimed'),
    ).toHaveLength(4);
    expect(mainBalanceCents(t, 'demoplayer') - before).toBe(5800);
    expect(ledgerWith(`REWARD-${reward.id}`)).toHaveLength(1);
    expect(t.violations).toEqual([]);
  });

  it('asks for a Zalo number until the profile has one, then credits the reward', async () => {
    const token = await t.tokenFor('demoplayer');
    const reward = rewardNamed(t, 'demoplayer', 'Zalo exclusive bonus');
    const before = mainBalanceCents(t, 'demoplayer');
    expect(await t.call('claimReward', { token, path: { rewardId: reward.id } })).toMatchObject({
      status: 400,
      body: { code: 'error_zalo' },
    });
    await setProfile(t, 'demoplayer', 'zalo', '   ');
    expect(await t.call('claimReward', { token, path: { rewardId: reward.id } })).toMatchObject({
      status: 400,
      body: { code: 'error_zalo' },
    });
    expect(mainBalanceCents(t, 'demoplayer')).toBe(before);

    await setProfile(t, 'demoplayer', 'zalo', '0912345678');
    const claimed = await t.call('claimReward', { token, path: { rewardId: reward.id } });
    expect(claimed).toMatchObject({
      status: 200,
      body: { value: { status: 'claimed', requiredContact: 'zalo' } },
    });
    expect(mainBalanceCents(t, 'demoplayer') - before).toBe(13_100);
    expect(t.violations).toEqual([]);
  });

  it('asks for a WhatsApp id until the profile has one', async () => {
    const token = await t.tokenFor('demovip');
    const reward = rewardNamed(t, 'demovip', 'WhatsApp VIP bonus');
    expect(await t.call('claimReward', { token, path: { rewardId: reward.id } })).toMatchObject({
      status: 400,
      body: { code: 'error_whatsapp' },
    });
    await setProfile(t, 'demovip', 'whatsapp', '+639171112222');
    expect(await t.call('claimReward', { token, path: { rewardId: reward.id } })).toMatchObject({
      status: 200,
    });
    expect(t.violations).toEqual([]);
  });

  it('expires a reward by the clock: it turns close and cannot be claimed', async () => {
    const reward = rewardNamed(t, 'demoplayer', 'Weekend reload bonus');
    t.backend.clock.advance(8 * 86_400_000);
    // Signed in after the jump: a session ends after sessionIdleMinutes of the sandbox clock.
    const token = await t.tokenFor('demoplayer');
    const list = valueOf('listRewards', await t.call('listRewards', { token }));
    expect(list.list.find((r) => r.rewardId === reward.id)?.status).toBe('close');
    expect(await t.call('claimReward', { token, path: { rewardId: reward.id } })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect(t.violations).toEqual([]);
  });

  it("answers another member's reward exactly like an unknown one and changes nothing", async () => {
    const token = await t.tokenFor('demoplayer');
    const vipReward = rewardNamed(t, 'demovip', 'VIP monthly gift');
    const before = mainBalanceCents(t, 'demovip');
    const other = await t.call('claimReward', { token, path: { rewardId: vipReward.id } });
    const unknown = await t.call('claimReward', { token, path: { rewardId: 999_999 } });
    expect(other).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(t.backend.db.rewards.get(vipReward.id)?.state).toBe('claim');
    expect(mainBalanceCents(t, 'demovip')).toBe(before);
    expect(t.violations).toEqual([]);
  });
});

describe('raffle prizes', () => {
  it('claims a cash prize once, also under concurrent claims', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => t.tokenFor('demoplayer')));
    const prize = prizeNamed(t, 'demoplayer', 'Lucky wheel 88.00 cash');
    const before = mainBalanceCents(t, 'demoplayer');
    // The promotion names the prize its `claim` is about; a visitor sees none.
    expect(
      valueOf(
        'getPromotion',
        await t.call('getPromotion', { token: tokens[0], path: { promotionId: 304 } }),
      ),
    ).toMatchObject({
      status: 'claim',
      application: null,
      prize: { prizeId: prize.id, status: 'claim', amount: 88 },
    });
    expect(
      valueOf('getPromotion', await t.call('getPromotion', { path: { promotionId: 304 } })),
    ).toMatchObject({ status: 'join', application: null, prize: null });
    const results = await Promise.all(
      tokens.map((token) => t.call('claimRafflePrize', { token, body: { promotionId: 304 } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 200)?.body.value).toMatchObject({
      prizeId: prize.id,
      status: 'claimed',
      amount: 88,
      prizeType: 'cash',
    });
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.code === 'already_claimed'),
    ).toBe(true);
    expect(mainBalanceCents(t, 'demoplayer') - before).toBe(8800);
    expect(ledgerWith(`RAFFLE-${prize.id}`)).toHaveLength(1);

    const promotion = await t.call('getPromotion', {
      token: tokens[0],
      path: { promotionId: 304 },
    });
    expect(promotion.body.value).toMatchObject({
      status: 'claimed',
      prize: { prizeId: prize.id, status: 'claimed' },
    });
    expect(t.violations).toEqual([]);
  });

  it('grants a points prize to the points balance without moving money', async () => {
    const token = await t.tokenFor('demovip');
    const prize = prizeNamed(t, 'demovip', 'Lucky wheel 500 points');
    const before = mainBalanceCents(t, 'demovip');
    const result = await t.call('claimRafflePrize', {
      token,
      body: { promotionId: 304, prizeId: prize.id },
    });
    expect(result).toMatchObject({
      status: 200,
      body: { value: { prizeType: 'points', amount: 500, status: 'claimed' } },
    });
    expect(mainBalanceCents(t, 'demovip')).toBe(before);
    expect(
      await t.call('claimRafflePrize', { token, body: { promotionId: 304, prizeId: prize.id } }),
    ).toMatchObject({ status: 409, body: { code: 'already_claimed' } });
    expect(t.violations).toEqual([]);
  });
});

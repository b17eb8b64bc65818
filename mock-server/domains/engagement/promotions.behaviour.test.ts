import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { missingScreenshotRemark } from './rules/apply-to-promotion';
import { mainBalanceCents, tinyJpeg, tinyPng, valueOf } from './test-support';

const small = { sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 3 } };
const minute = 60_000;

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(small);
});

const statusOf = async (token: string | null, promotionId: number) =>
  valueOf('getPromotion', await t.call('getPromotion', { token, path: { promotionId } })).status;

describe('activity applications', () => {
  it('moves an application with a screenshot from applying to a claimable reward by the clock', async () => {
    const token = await t.tokenFor('demosubplayer');
    const applied = await t.call('applyPromotion', {
      token,
      path: { promotionId: 302 },
      body: { comment: 'Parlay of 4 at odds 12.40', images: [tinyPng, tinyJpeg] },
    });
    expect(applied.status).toBe(201);
    const application = valueOf('applyPromotion', applied);
    expect(application).toMatchObject({
      promotionId: 302,
      status: 'applying',
      comment: 'Parlay of 4 at odds 12.40',
      reviewRemark: null,
    });
    expect(application.images).toEqual([
      `https://cdn.example.test/uploads/applications/${application.applicationId}-1.png`,
      `https://cdn.example.test/uploads/applications/${application.applicationId}-2.jpg`,
    ]);
    expect(await statusOf(token, 302)).toBe('applying');
    // The reward exists but is not shown before the review.
    expect(
      valueOf('listRewards', await t.call('listRewards', { token })).list.some(
        (r) => r.promotionId === 302,
      ),
    ).toBe(false);

    t.backend.clock.advance(9 * minute);
    expect(await statusOf(token, 302)).toBe('applying');
    t.backend.clock.advance(1 * minute);
    expect(await statusOf(token, 302)).toBe('claim');

    const reward = valueOf(
      'listRewards',
      await t.call('listRewards', { token, query: { status: 'claim' } }),
    ).list.find((r) => r.promotionId === 302);
    expect(reward).toMatchObject({ amount: 58, rewardType: 'cash', status: 'claim' });
    const before = mainBalanceCents(t, 'demosubplayer');
    expect(
      await t.call('claimReward', { token, path: { rewardId: reward?.rewardId ?? 0 } }),
    ).toMatchObject({ status: 200 });
    expect(mainBalanceCents(t, 'demosubplayer') - before).toBe(5800);
    expect(await statusOf(token, 302)).toBe('claimed');
    expect(t.violations).toEqual([]);
  });

  it('rejects an application without a screenshot at review, then accepts a new one', async () => {
    const token = await t.tokenFor('demosubplayer');
    const first = valueOf(
      'applyPromotion',
      await t.call('applyPromotion', {
        token,
        path: { promotionId: 302 },
        body: { comment: 'I won big' },
      }),
    );
    expect(first.status).toBe('applying');
    const shown = async () =>
      valueOf('getPromotion', await t.call('getPromotion', { token, path: { promotionId: 302 } }));
    // The remark is shown only from the review on; the list tells the same as the detail.
    expect((await shown()).application).toMatchObject({
      applicationId: first.applicationId,
      status: 'applying',
      reviewRemark: null,
    });
    t.backend.clock.advance(10 * minute);
    expect(await statusOf(token, 302)).toBe('rejected');
    expect((await shown()).application).toMatchObject({
      status: 'rejected',
      reviewRemark: missingScreenshotRemark,
    });
    expect(
      valueOf('listPromotions', await t.call('listPromotions', { token })).list.find(
        (p) => p.promotionId === 302,
      )?.application?.reviewRemark,
    ).toBe(missingScreenshotRemark);
    expect(t.backend.db.promotionApplications.get(first.applicationId)?.reviewRemark).toBe(
      missingScreenshotRemark,
    );

    const again = await t.call('applyPromotion', {
      token,
      path: { promotionId: 302 },
      body: { comment: 'Now with the ticket', images: [tinyPng] },
    });
    expect(again).toMatchObject({ status: 201, body: { value: { status: 'applying' } } });
    expect(t.violations).toEqual([]);
  });

  it('refuses a second application while one is under review (409), also when sent at the same time', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => t.tokenFor('demosubplayer')));
    const body = { comment: 'Screenshot attached', images: [tinyPng] };
    const results = await Promise.all(
      tokens.map((token) => t.call('applyPromotion', { token, path: { promotionId: 307 }, body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'conflict')).toBe(
      true,
    );
    const member = t.backend.db.memberByAccount('demosubplayer');
    expect(t.backend.db.applicationsOfMemberPromotion(`${member?.id}:307`)).toHaveLength(1);
    expect(t.violations).toEqual([]);
  });

  it('joins a promotion without review at once and refuses joining twice', async () => {
    const token = await t.tokenFor('demoplayer');
    expect(await statusOf(token, 311)).toBe('join');
    const joined = await t.call('applyPromotion', {
      token,
      path: { promotionId: 311 },
      body: { comment: 'ignored', images: [tinyPng] },
    });
    expect(joined).toMatchObject({
      status: 201,
      body: { value: { status: 'joined', comment: '', images: [] } },
    });
    expect(await statusOf(token, 311)).toBe('joined');
    expect(
      await t.call('applyPromotion', { token, path: { promotionId: 311 }, body: {} }),
    ).toMatchObject({ status: 409, body: { code: 'conflict' } });
    expect(t.violations).toEqual([]);
  });

  it('refuses images that are not the PNG or JPEG they claim to be, naming the image', async () => {
    const token = await t.tokenFor('demosubplayer');
    const result = await t.call('applyPromotion', {
      token,
      path: { promotionId: 307 },
      body: { images: [tinyPng, tinyJpeg.replace('image/jpeg', 'image/png')] },
    });
    expect(result).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'body.images.1' },
    });
    const member = t.backend.db.memberByAccount('demosubplayer');
    expect(t.backend.db.applicationsOfMemberPromotion(`${member?.id}:307`)).toEqual([]);
    expect(t.violations).toEqual([]);
  });
});

describe('promotion statuses', () => {
  it('shows visitors the statuses by date and members their own', async () => {
    const visitor = valueOf('listPromotions', await t.call('listPromotions')).list;
    const byId = new Map(visitor.map((p) => [p.promotionId, p.status]));
    expect(byId.get(308)).toBe('coming');
    expect(byId.get(309)).toBe('close');
    expect(byId.get(302)).toBe('join');
    expect(byId.get(303)).toBe('join');

    const token = await t.tokenFor('demoplayer');
    const own = new Map(
      valueOf('listPromotions', await t.call('listPromotions', { token })).list.map((p) => [
        p.promotionId,
        p.status,
      ]),
    );
    expect(own.get(301)).toBe('joined');
    expect(own.get(302)).toBe('claimed');
    expect(own.get(303)).toBe('joined');
    expect(own.get(304)).toBe('claim');
    expect(own.get(307)).toBe('applying');

    const sports = valueOf(
      'listPromotions',
      await t.call('listPromotions', { query: { category: 'SPORTS' } }),
    ).list;
    expect(sports.map((p) => p.category)).toEqual(['SPORTS']);
    expect(t.violations).toEqual([]);
  });

  it('ties the invite-friends promotion to the REFERRAL3 flag', async () => {
    const token = await t.tokenFor('demoplayer');
    const referral = async () =>
      valueOf('listPromotions', await t.call('listPromotions', { token })).list.find(
        (p) => p.promotionType === 'REFERRAL',
      );
    expect(await referral()).toMatchObject({ enabled: true, status: 'joined' });
    t.backend.config.flags.REFERRAL3 = false;
    expect(await referral()).toMatchObject({ enabled: false, status: 'close' });
    expect(
      await t.call('applyPromotion', { token, path: { promotionId: 303 }, body: {} }),
    ).toMatchObject({ status: 409, body: { code: 'conflict' } });
    t.backend.config.flags.REFERRAL3 = true;
    t.backend.config.flags.MEMBERCENTER3 = false;
    expect((await referral())?.enabled).toBe(false);
    expect(t.violations).toEqual([]);
  });

  it('keeps trial accounts out of applications but answers their badge count with 0', async () => {
    const token = await t.tokenFor('demotrial');
    expect(
      await t.call('applyPromotion', { token, path: { promotionId: 311 }, body: {} }),
    ).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect(await t.call('getAvailablePromoCount', { token })).toMatchObject({
      status: 200,
      body: { value: { count: 0 } },
    });
    expect(t.violations).toEqual([]);
  });
});

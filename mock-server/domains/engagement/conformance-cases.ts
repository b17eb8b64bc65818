import { type ConformanceCases, ok, refused } from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import {
  firstMessageOf,
  insertSettledBet,
  jpegLabelledPng,
  prizeNamed,
  rewardNamed,
  tinyJpeg,
  tinyPng,
} from './test-support';

/** A token of no session (signed out or made up): the only refusal the badge counters declare. */
const revokedToken = { headers: { authorization: 'Bearer signed-out-session-token-0000' } };

/** Cases that switch a flag off set it back in a later case of the same operation. */
const setRebateFlag = (t: TestBackend, on: boolean) => {
  t.backend.config.flags.MANPLAYREB3 = on;
  return {};
};

/** Happy path and refusals of every engagement operation, run by mock-server/contract-conformance.test.ts. */
export const engagementCases: ConformanceCases = {
  listPromotions: {
    happy: [
      ok('a visitor sees every promotion with statuses by date'),
      ok('a member sees their own statuses, one category', 'demoplayer', {
        query: { category: 'SPORTS' },
      }),
    ],
    refusals: [],
  },
  getPromotion: {
    happy: [
      ok('a visitor opens a promotion', null, { path: { promotionId: 302 } }),
      ok('a member sees their application under review', 'demoplayer', {
        path: { promotionId: 307 },
      }),
    ],
    refusals: [
      refused('an unknown promotion', 404, 'not_found', null, { path: { promotionId: 999 } }),
    ],
  },
  applyPromotion: {
    happy: [
      ok(
        'joins a promotion without review',
        'demoplayer',
        { path: { promotionId: 311 }, body: {} },
        201,
      ),
      ok(
        'sends an application with a comment and images',
        'demosubplayer',
        {
          path: { promotionId: 302 },
          body: { comment: 'Won 1,240.00 on a parlay', images: [tinyPng, tinyJpeg] },
        },
        201,
      ),
    ],
    refusals: [
      refused('applying again while under review', 409, 'conflict', 'demoplayer', {
        path: { promotionId: 307 },
        body: { comment: 'again' },
      }),
      refused('a promotion that has not started', 409, 'conflict', 'demoplayer', {
        path: { promotionId: 308 },
        body: {},
      }),
      refused('a promotion that has ended', 409, 'conflict', 'demoplayer', {
        path: { promotionId: 309 },
        body: {},
      }),
      refused('an unknown promotion', 404, 'not_found', 'demoplayer', {
        path: { promotionId: 999 },
        body: {},
      }),
      refused('JPEG bytes declared as PNG', 400, 'validation_error', 'demosubplayer', {
        path: { promotionId: 307 },
        body: { images: [jpegLabelledPng] },
      }),
    ],
  },
  getAvailablePromoCount: {
    happy: [
      ok('joinable promotions plus claimable rewards', 'demoplayer'),
      ok('a trial account gets 0, not 403', 'demotrial'),
    ],
    refusals: [refused('a signed-out session token', 401, 'not_logged_in', null, revokedToken)],
  },
  claimRafflePrize: {
    happy: [ok('claims the oldest unclaimed prize', 'demoplayer', { body: { promotionId: 304 } })],
    refusals: [
      refused('a prize already claimed', 409, 'already_claimed', 'demovip', (t) => ({
        body: {
          promotionId: 304,
          prizeId: prizeNamed(t, 'demovip', 'Lucky wheel 188.00 cash').id,
        },
      })),
      refused("another member's prize", 404, 'not_found', 'demosubplayer', (t) => ({
        body: {
          promotionId: 304,
          prizeId: prizeNamed(t, 'demovip', 'Lucky wheel 500 points').id,
        },
      })),
      refused('a promotion that is not a raffle', 404, 'not_found', 'demoplayer', {
        body: { promotionId: 301 },
      }),
      refused('no prize won in the raffle', 404, 'not_found', 'demosubplayer', {
        body: { promotionId: 304 },
      }),
    ],
  },
  listRewards: {
    happy: [
      ok('the reward centre', 'demoplayer'),
      ok('only claimable rewards, paged', 'demovip', {
        query: { status: 'claim', pageNo: 1, pageSize: 10 },
      }),
    ],
    refusals: [],
  },
  claimReward: {
    happy: [
      ok('claims a cash reward', 'demoplayer', (t) => ({
        path: { rewardId: rewardNamed(t, 'demoplayer', 'Weekend reload bonus').id },
      })),
    ],
    refusals: [
      refused('a Zalo reward without a Zalo number', 400, 'error_zalo', 'demoplayer', (t) => ({
        path: { rewardId: rewardNamed(t, 'demoplayer', 'Zalo exclusive bonus').id },
      })),
      refused('a WhatsApp reward without a WhatsApp id', 400, 'error_whatsapp', 'demovip', (t) => ({
        path: { rewardId: rewardNamed(t, 'demovip', 'WhatsApp VIP bonus').id },
      })),
      refused('a reward already claimed', 409, 'already_claimed', 'demoplayer', (t) => ({
        path: { rewardId: rewardNamed(t, 'demoplayer', 'Birthday gift').id },
      })),
      refused('an expired reward', 409, 'conflict', 'demoplayer', (t) => ({
        path: { rewardId: rewardNamed(t, 'demoplayer', 'Weekly cashback').id },
      })),
      refused("another member's reward", 404, 'not_found', 'demoplayer', (t) => ({
        path: { rewardId: rewardNamed(t, 'demovip', 'VIP monthly gift').id },
      })),
    ],
  },
  listBonusDetails: {
    happy: [
      ok('the last 7 days', 'demoplayer'),
      ok('one source in a date range', 'demovip', (t) => ({
        query: {
          bonusType: 'rebate',
          startDate: '2026-01-01',
          endDate: t.backend.clock.iso().slice(0, 10),
          pageSize: 10,
        },
      })),
    ],
    refusals: [
      refused('a start after the end', 400, 'validation_error', 'demoplayer', {
        query: { startDate: '2026-11-20', endDate: '2026-11-01' },
      }),
    ],
  },
  getManualRebate: {
    happy: [
      ok('the rebate of valid bets since the last claim', 'demoplayer', async (t) => {
        await insertSettledBet(t, 'demoplayer', { gameType: 'LIVE', validBet: 1500 });
        return {};
      }),
    ],
    refusals: [
      refused(
        'the site has no manual rebate (MANPLAYREB3 off)',
        403,
        'feature_disabled',
        'demoplayer',
        (t) => setRebateFlag(t, false),
      ),
    ],
  },
  claimManualRebate: {
    happy: [
      ok('claims the rebate of valid bets', 'demoplayer', async (t) => {
        await insertSettledBet(t, 'demoplayer', { gameType: 'RNG', validBet: 2000 });
        return {};
      }),
    ],
    refusals: [
      refused(
        'nothing left after a claim (below the minimum)',
        409,
        'conflict',
        'demoplayer',
        async (t) => {
          await t.call('claimManualRebate', { token: await t.tokenFor('demoplayer') });
          return {};
        },
      ),
      refused(
        'the site has no manual rebate (MANPLAYREB3 off)',
        403,
        'feature_disabled',
        'demovip',
        (t) => setRebateFlag(t, false),
      ),
    ],
  },
  getMissionSummary: {
    happy: [ok("the member's missions and progress", 'demoplayer')],
    refusals: [],
  },
  getMissionLeaderboard: {
    happy: [
      ok('the top 20 and the own row', 'demovip'),
      ok('the top 5', 'demoplayer', { query: { count: 5 } }),
    ],
    refusals: [],
  },
  claimMission: {
    happy: [ok('claims a completed mission', 'demoplayer', { path: { missionId: 404 } })],
    refusals: [
      refused('a mission in progress', 409, 'conflict', 'demoplayer', {
        path: { missionId: 405 },
      }),
      refused('a mission already claimed', 409, 'already_claimed', 'demoplayer', {
        path: { missionId: 406 },
      }),
      refused('a mission not started yet', 409, 'conflict', 'demoplayer', {
        path: { missionId: 407 },
      }),
      refused('an unknown mission', 404, 'not_found', 'demoplayer', { path: { missionId: 999 } }),
    ],
  },
  getUnreadMessageCount: {
    happy: [
      ok('the unread count', 'demoplayer'),
      ok('a trial account gets 0, not 403', 'demotrial'),
    ],
    refusals: [refused('a signed-out session token', 401, 'not_logged_in', null, revokedToken)],
  },
  listMessages: {
    happy: [
      ok('the first page', 'demoplayer', { query: { pageNo: 1, pageSize: 10 } }),
      ok('only unread messages', 'demovip', { query: { read: false } }),
    ],
    refusals: [],
  },
  markMessageRead: {
    happy: [
      ok('marks an own unread message', 'demoplayer', (t) => ({
        path: { messageId: firstMessageOf(t, 'demoplayer', false).id },
      })),
      ok('marking a read message again changes nothing', 'demoplayer', (t) => ({
        path: { messageId: firstMessageOf(t, 'demoplayer', true).id },
      })),
    ],
    refusals: [
      refused("another member's message", 404, 'not_found', 'demoplayer', (t) => ({
        path: { messageId: firstMessageOf(t, 'demovip', false).id },
      })),
      refused('an unknown message', 404, 'not_found', 'demoplayer', {
        path: { messageId: 999_999 },
      }),
    ],
  },
  submitFeedback: {
    happy: [
      ok(
        'feedback with images',
        'demoplayer',
        {
          body: {
            questionType: 'deposit',
            content: 'My deposit of 200.00 has not arrived after 30 minutes.',
            images: [tinyPng],
          },
        },
        201,
      ),
      ok(
        'feedback without images',
        'demovip',
        {
          body: { questionType: 'suggestion', content: 'Please add more baccarat tables.' },
        },
        201,
      ),
    ],
    refusals: [
      refused('an image that is not what it says', 400, 'validation_error', 'demoplayer', {
        body: { questionType: 'game', content: 'Screenshot', images: [tinyPng, jpegLabelledPng] },
      }),
    ],
  },
};

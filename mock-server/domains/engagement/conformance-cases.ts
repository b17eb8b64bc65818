import type { ConformanceCases } from '../../testing/conformance-case';
import type { TestBackend } from '../../testing/test-backend';
import {
  firstMessageOf,
  insertSettledBet,
  jpegLabelledPng,
  oversizedPng,
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
      { name: 'a visitor sees every promotion with statuses by date', expect: { status: 200 } },
      {
        name: 'a member sees their own statuses, one category',
        as: 'demo_player',
        request: { query: { category: 'SPORTS' } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'an unknown category',
        request: { query: { category: 'CASINO' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  getPromotion: {
    happy: [
      {
        name: 'a visitor opens a promotion',
        request: { path: { promotionId: 302 } },
        expect: { status: 200 },
      },
      {
        name: 'a member sees their application under review',
        as: 'demo_player',
        request: { path: { promotionId: 307 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'an unknown promotion',
        request: { path: { promotionId: 999 } },
        expect: { status: 404, code: 'not_found' },
      },
    ],
  },
  applyPromotion: {
    happy: [
      {
        name: 'joins a promotion without review',
        as: 'demo_player',
        request: { path: { promotionId: 311 }, body: {} },
        expect: { status: 201 },
      },
      {
        name: 'sends an application with a comment and images',
        as: 'demo_subplayer',
        request: {
          path: { promotionId: 302 },
          body: { comment: 'Won 1,240.00 on a parlay', images: [tinyPng, tinyJpeg] },
        },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'applying again while under review',
        as: 'demo_player',
        request: { path: { promotionId: 307 }, body: { comment: 'again' } },
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: 'a promotion that has not started',
        as: 'demo_player',
        request: { path: { promotionId: 308 }, body: {} },
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: 'a promotion that has ended',
        as: 'demo_player',
        request: { path: { promotionId: 309 }, body: {} },
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: 'an unknown promotion',
        as: 'demo_player',
        request: { path: { promotionId: 999 }, body: {} },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'JPEG bytes declared as PNG',
        as: 'demo_subplayer',
        request: { path: { promotionId: 307 }, body: { images: [jpegLabelledPng] } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'an image over 5 MB',
        as: 'demo_subplayer',
        request: { path: { promotionId: 307 }, body: { images: [oversizedPng] } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: { path: { promotionId: 311 }, body: {} },
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  getAvailablePromoCount: {
    happy: [
      {
        name: 'joinable promotions plus claimable rewards',
        as: 'demo_player',
        expect: { status: 200 },
      },
      { name: 'a trial account gets 0, not 403', as: 'demo_trial', expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'a signed-out session token',
        request: revokedToken,
        expect: { status: 401, code: 'not_logged_in' },
      },
    ],
  },
  claimRafflePrize: {
    happy: [
      {
        name: 'claims the oldest unclaimed prize',
        as: 'demo_player',
        request: { body: { promotionId: 304 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a prize already claimed',
        as: 'demo_vip',
        request: (t) => ({
          body: {
            promotionId: 304,
            prizeId: prizeNamed(t, 'demo_vip', 'Lucky wheel 188.00 cash').id,
          },
        }),
        expect: { status: 409, code: 'already_claimed' },
      },
      {
        name: "another member's prize",
        as: 'demo_subplayer',
        request: (t) => ({
          body: {
            promotionId: 304,
            prizeId: prizeNamed(t, 'demo_vip', 'Lucky wheel 500 points').id,
          },
        }),
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'a promotion that is not a raffle',
        as: 'demo_player',
        request: { body: { promotionId: 301 } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'no prize won in the raffle',
        as: 'demo_subplayer',
        request: { body: { promotionId: 304 } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: { body: { promotionId: 304 } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  listRewards: {
    happy: [
      { name: 'the reward centre', as: 'demo_player', expect: { status: 200 } },
      {
        name: 'only claimable rewards, paged',
        as: 'demo_vip',
        request: { query: { status: 'claim', pageNo: 1, pageSize: 10 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a trial account',
        as: 'demo_trial',
        expect: { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'an unknown status',
        as: 'demo_player',
        request: { query: { status: 'won' } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  claimReward: {
    happy: [
      {
        name: 'claims a cash reward',
        as: 'demo_player',
        request: (t) => ({
          path: { rewardId: rewardNamed(t, 'demo_player', 'Weekend reload bonus').id },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a Zalo reward without a Zalo number',
        as: 'demo_player',
        request: (t) => ({
          path: { rewardId: rewardNamed(t, 'demo_player', 'Zalo exclusive bonus').id },
        }),
        expect: { status: 400, code: 'error_zalo' },
      },
      {
        name: 'a WhatsApp reward without a WhatsApp id',
        as: 'demo_vip',
        request: (t) => ({
          path: { rewardId: rewardNamed(t, 'demo_vip', 'WhatsApp VIP bonus').id },
        }),
        expect: { status: 400, code: 'error_whatsapp' },
      },
      {
        name: 'a reward already claimed',
        as: 'demo_player',
        request: (t) => ({ path: { rewardId: rewardNamed(t, 'demo_player', 'Birthday gift').id } }),
        expect: { status: 409, code: 'already_claimed' },
      },
      {
        name: 'an expired reward',
        as: 'demo_player',
        request: (t) => ({
          path: { rewardId: rewardNamed(t, 'demo_player', 'Weekly cashback').id },
        }),
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: "another member's reward",
        as: 'demo_player',
        request: (t) => ({ path: { rewardId: rewardNamed(t, 'demo_vip', 'VIP monthly gift').id } }),
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: { path: { rewardId: 7001 } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  listBonusDetails: {
    happy: [
      { name: 'the last 7 days', as: 'demo_player', expect: { status: 200 } },
      {
        name: 'one source in a date range',
        as: 'demo_vip',
        request: (t) => ({
          query: {
            bonusType: 'rebate',
            startDate: '2026-01-01',
            endDate: t.backend.clock.iso().slice(0, 10),
            pageSize: 10,
          },
        }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a start after the end',
        as: 'demo_player',
        request: { query: { startDate: '2026-11-20', endDate: '2026-11-01' } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  getManualRebate: {
    happy: [
      {
        name: 'the rebate of valid bets since the last claim',
        as: 'demo_player',
        request: async (t) => {
          await insertSettledBet(t, 'demo_player', { gameType: 'LIVE', validBet: 1500 });
          return {};
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'the site has no manual rebate (MANPLAYREB3 off)',
        as: 'demo_player',
        request: (t) => setRebateFlag(t, false),
        expect: { status: 403, code: 'feature_disabled' },
      },
      // Also switches the flag back on for the cases after this one.
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: (t) => setRebateFlag(t, true),
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  claimManualRebate: {
    happy: [
      {
        name: 'claims the rebate of valid bets',
        as: 'demo_player',
        request: async (t) => {
          await insertSettledBet(t, 'demo_player', { gameType: 'RNG', validBet: 2000 });
          return {};
        },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'nothing left after a claim (below the minimum)',
        as: 'demo_player',
        request: async (t) => {
          await t.call('claimManualRebate', { token: await t.tokenFor('demo_player') });
          return {};
        },
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: 'the site has no manual rebate (MANPLAYREB3 off)',
        as: 'demo_vip',
        request: (t) => setRebateFlag(t, false),
        expect: { status: 403, code: 'feature_disabled' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: (t) => setRebateFlag(t, true),
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  getMissionSummary: {
    happy: [
      { name: "the member's missions and progress", as: 'demo_player', expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'a trial account',
        as: 'demo_trial',
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  getMissionLeaderboard: {
    happy: [
      { name: 'the top 20 and the own row', as: 'demo_vip', expect: { status: 200 } },
      {
        name: 'the top 5',
        as: 'demo_player',
        request: { query: { count: 5 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a trial account',
        as: 'demo_trial',
        expect: { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'count 0',
        as: 'demo_player',
        request: { query: { count: 0 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  claimMission: {
    happy: [
      {
        name: 'claims a completed mission',
        as: 'demo_player',
        request: { path: { missionId: 404 } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a mission in progress',
        as: 'demo_player',
        request: { path: { missionId: 405 } },
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: 'a mission already claimed',
        as: 'demo_player',
        request: { path: { missionId: 406 } },
        expect: { status: 409, code: 'already_claimed' },
      },
      {
        name: 'a mission not started yet',
        as: 'demo_player',
        request: { path: { missionId: 407 } },
        expect: { status: 409, code: 'conflict' },
      },
      {
        name: 'an unknown mission',
        as: 'demo_player',
        request: { path: { missionId: 999 } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: { path: { missionId: 404 } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  getUnreadMessageCount: {
    happy: [
      { name: 'the unread count', as: 'demo_player', expect: { status: 200 } },
      { name: 'a trial account gets 0, not 403', as: 'demo_trial', expect: { status: 200 } },
    ],
    refusals: [
      {
        name: 'a signed-out session token',
        request: revokedToken,
        expect: { status: 401, code: 'not_logged_in' },
      },
    ],
  },
  listMessages: {
    happy: [
      {
        name: 'the first page',
        as: 'demo_player',
        request: { query: { pageNo: 1, pageSize: 10 } },
        expect: { status: 200 },
      },
      {
        name: 'only unread messages',
        as: 'demo_vip',
        request: { query: { read: false } },
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: 'a trial account',
        as: 'demo_trial',
        expect: { status: 403, code: 'in_need_true_account' },
      },
      {
        name: 'page size 0',
        as: 'demo_player',
        request: { query: { pageSize: 0 } },
        expect: { status: 400, code: 'validation_error' },
      },
    ],
  },
  markMessageRead: {
    happy: [
      {
        name: 'marks an own unread message',
        as: 'demo_player',
        request: (t) => ({ path: { messageId: firstMessageOf(t, 'demo_player', false).id } }),
        expect: { status: 200 },
      },
      {
        name: 'marking a read message again changes nothing',
        as: 'demo_player',
        request: (t) => ({ path: { messageId: firstMessageOf(t, 'demo_player', true).id } }),
        expect: { status: 200 },
      },
    ],
    refusals: [
      {
        name: "another member's message",
        as: 'demo_player',
        request: (t) => ({ path: { messageId: firstMessageOf(t, 'demo_vip', false).id } }),
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'an unknown message',
        as: 'demo_player',
        request: { path: { messageId: 999_999 } },
        expect: { status: 404, code: 'not_found' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: { path: { messageId: 6001 } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
  submitFeedback: {
    happy: [
      {
        name: 'feedback with images',
        as: 'demo_player',
        request: {
          body: {
            questionType: 'deposit',
            content: 'My deposit of 200.00 has not arrived after 30 minutes.',
            images: [tinyPng],
          },
        },
        expect: { status: 201 },
      },
      {
        name: 'feedback without images',
        as: 'demo_vip',
        request: {
          body: { questionType: 'suggestion', content: 'Please add more baccarat tables.' },
        },
        expect: { status: 201 },
      },
    ],
    refusals: [
      {
        name: 'an image that is not what it says',
        as: 'demo_player',
        request: {
          body: { questionType: 'game', content: 'Screenshot', images: [tinyPng, jpegLabelledPng] },
        },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'blank content',
        as: 'demo_player',
        request: { body: { questionType: 'other', content: '   ' } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'content over 140 characters',
        as: 'demo_player',
        request: { body: { questionType: 'other', content: 'x'.repeat(141) } },
        expect: { status: 400, code: 'validation_error' },
      },
      {
        name: 'a trial account',
        as: 'demo_trial',
        request: { body: { questionType: 'other', content: 'Hello' } },
        expect: { status: 403, code: 'in_need_true_account' },
      },
    ],
  },
};

import {
  type CaseRequest,
  type ConformanceCase,
  type ConformanceCases,
  created,
  dates,
  invalid,
  notFound,
  ok,
  refused,
} from '../../testing/conformance-case';
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

/** The site has no manual rebate: switches MANPLAYREB3 off. */
const rebateSwitchedOff = (as: string) =>
  refused('the site has no manual rebate (MANPLAYREB3 off)', 403, 'feature_disabled', as, (t) =>
    setRebateFlag(t, false),
  );

const conflict = (name: string, as: string, request: ConformanceCase['request']) =>
  refused(name, 409, 'conflict', as, request);

/** A chat message to `roomId`. */
const chatMessage = (roomId: string, text: string) => ({ path: { roomId }, body: { text } });

/** The chat room is switched off (CHATROOM3); the next write's happy case resets the backend. */
const chatSwitchedOff = (request: CaseRequest) =>
  refused(
    'the chat room is switched off (CHATROOM3 off)',
    403,
    'feature_disabled',
    'demoplayer',
    (t) => {
      t.backend.config.flags.CHATROOM3 = false;
      return request;
    },
  );

/** Requests naming a promotion, a raffle prize, a reward, a mission or a message. */
const application = (promotionId: number, body: Record<string, unknown> = {}) => ({
  path: { promotionId },
  body,
});
const prize = (t: TestBackend, title: string) => ({
  body: { promotionId: 304, prizeId: prizeNamed(t, 'demovip', title).id },
});
const reward = (t: TestBackend, account: string, title: string) => ({
  path: { rewardId: rewardNamed(t, account, title).id },
});
const mission = (missionId: number) => ({ path: { missionId } });
const message = (t: TestBackend, account: string, read: boolean) => ({
  path: { messageId: firstMessageOf(t, account, read).id },
});

/** Lucky draws: a qualifying round today for the red envelope, and a claim made before. */
const drawBody = (requestId: string) => ({ body: { requestId } });
const playedToday = async (t: TestBackend, account: string) => {
  await insertSettledBet(t, account, { gameType: 'RNG', validBet: 20 });
};
const claimedBefore =
  (operationId: 'openRedEnvelope' | 'spinPrizeWheel', account: string) =>
  async (t: TestBackend) => {
    await playedToday(t, account);
    await t.call(operationId, { token: await t.tokenFor(account), ...drawBody('first-claim-01') });
    return drawBody('second-claim-02');
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
    refusals: [notFound('an unknown promotion', null, { path: { promotionId: 999 } })],
  },
  applyPromotion: {
    happy: [
      created('joins a promotion without review', 'demoplayer', application(311)),
      created('sends an application with a comment and images', 'demosubplayer', {
        path: { promotionId: 302 },
        body: { comment: 'Won 1,240.00 on a parlay', images: [tinyPng, tinyJpeg] },
      }),
    ],
    refusals: [
      conflict('applying again while under review', 'demoplayer', {
        path: { promotionId: 307 },
        body: { comment: 'again' },
      }),
      conflict('a promotion that has not started', 'demoplayer', application(308)),
      conflict('a promotion that has ended', 'demoplayer', application(309)),
      notFound('an unknown promotion', 'demoplayer', application(999)),
      invalid('JPEG bytes declared as PNG', 'demosubplayer', {
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
      refused('a prize already claimed', 409, 'already_claimed', 'demovip', (t) =>
        prize(t, 'Lucky wheel 188.00 cash'),
      ),
      notFound("another member's prize", 'demosubplayer', (t) =>
        prize(t, 'Lucky wheel 500 points'),
      ),
      notFound('a promotion that is not a raffle', 'demoplayer', { body: { promotionId: 301 } }),
      notFound('no prize won in the raffle', 'demosubplayer', { body: { promotionId: 304 } }),
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
      ok('claims a cash reward', 'demoplayer', (t) =>
        reward(t, 'demoplayer', 'Weekend reload bonus'),
      ),
    ],
    refusals: [
      refused('a Zalo reward without a Zalo number', 400, 'error_zalo', 'demoplayer', (t) =>
        reward(t, 'demoplayer', 'Zalo exclusive bonus'),
      ),
      refused('a WhatsApp reward without a WhatsApp id', 400, 'error_whatsapp', 'demovip', (t) =>
        reward(t, 'demovip', 'WhatsApp VIP bonus'),
      ),
      refused('a reward already claimed', 409, 'already_claimed', 'demoplayer', (t) =>
        reward(t, 'demoplayer', 'Birthday gift'),
      ),
      conflict('an expired reward', 'demoplayer', (t) =>
        reward(t, 'demoplayer', 'Weekly cashback'),
      ),
      notFound("another member's reward", 'demoplayer', (t) =>
        reward(t, 'demovip', 'VIP monthly gift'),
      ),
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
      invalid('a start after the end', 'demoplayer', { query: dates('2026-11-20', '2026-11-01') }),
    ],
  },
  getManualRebate: {
    happy: [
      ok('the rebate of valid bets since the last claim', 'demoplayer', async (t) => {
        await insertSettledBet(t, 'demoplayer', { gameType: 'LIVE', validBet: 1500 });
        return {};
      }),
    ],
    refusals: [rebateSwitchedOff('demoplayer')],
  },
  claimManualRebate: {
    happy: [
      ok('claims the rebate of valid bets', 'demoplayer', async (t) => {
        await insertSettledBet(t, 'demoplayer', { gameType: 'RNG', validBet: 2000 });
        return {};
      }),
    ],
    refusals: [
      conflict('nothing left after a claim (below the minimum)', 'demoplayer', async (t) => {
        await t.call('claimManualRebate', { token: await t.tokenFor('demoplayer') });
        return {};
      }),
      rebateSwitchedOff('demovip'),
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
    happy: [ok('claims a completed mission', 'demoplayer', mission(404))],
    refusals: [
      conflict('a mission in progress', 'demoplayer', mission(405)),
      refused('a mission already claimed', 409, 'already_claimed', 'demoplayer', mission(406)),
      conflict('a mission not started yet', 'demoplayer', mission(407)),
      notFound('an unknown mission', 'demoplayer', mission(999)),
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
      ok('sent on some days', 'demoplayer', { query: dates('2026-10-01', '2026-11-30') }),
    ],
    refusals: [
      invalid('a start after the end', 'demoplayer', { query: dates('2026-11-20', '2026-11-01') }),
    ],
  },
  markMessageRead: {
    happy: [
      ok('marks an own unread message', 'demoplayer', (t) => message(t, 'demoplayer', false)),
      ok('marking a read message again changes nothing', 'demoplayer', (t) =>
        message(t, 'demoplayer', true),
      ),
    ],
    refusals: [
      notFound("another member's message", 'demoplayer', (t) => message(t, 'demovip', false)),
      notFound('an unknown message', 'demoplayer', { path: { messageId: 999_999 } }),
    ],
  },
  submitFeedback: {
    happy: [
      created('feedback with images', 'demoplayer', {
        body: {
          questionType: 'deposit',
          content: 'My deposit of 200.00 has not arrived after 30 minutes.',
          images: [tinyPng],
        },
      }),
      created('feedback without images', 'demovip', {
        body: { questionType: 'suggestion', content: 'Please add more baccarat tables.' },
      }),
    ],
    refusals: [
      invalid('an image that is not what it says', 'demoplayer', {
        body: { questionType: 'game', content: 'Screenshot', images: [tinyPng, jpegLabelledPng] },
      }),
    ],
  },
  // lucky draws (red envelope, prize wheel)
  getRedEnvelope: {
    happy: [
      ok('not eligible before a round today', 'demoplayer'),
      ok('eligible after a round today', 'demoplayer', async (t) => {
        await playedToday(t, 'demoplayer');
        return {};
      }),
    ],
    refusals: [],
  },
  openRedEnvelope: {
    happy: [
      ok('opens after a round of 10.00 today', 'demoplayer', async (t) => {
        await playedToday(t, 'demoplayer');
        return drawBody('open-envelope-01');
      }),
    ],
    refusals: [
      refused(
        'no qualifying round today (demosubplayer has no bet today)',
        409,
        'draw_not_eligible',
        'demosubplayer',
        drawBody('no-bet-001'),
      ),
      refused(
        "today's envelope already opened",
        409,
        'already_claimed',
        'demoplayer',
        claimedBefore('openRedEnvelope', 'demoplayer'),
      ),
    ],
  },
  getPrizeWheel: {
    happy: [ok('the wheel and its segments', 'demoplayer'), ok('a VIP spins twice', 'demovip')],
    refusals: [],
  },
  spinPrizeWheel: {
    happy: [ok('spins once a day', 'demoplayer', drawBody('spin-wheel-01'))],
    refusals: [
      refused(
        "today's spin already used",
        409,
        'already_claimed',
        'demoplayer',
        claimedBefore('spinPrizeWheel', 'demoplayer'),
      ),
    ],
  },
  listLuckyDraws: {
    happy: [
      ok('the last 7 days', 'demoplayer'),
      ok('one game on some days', 'demovip', {
        query: { game: 'prizeWheel', ...dates('2026-10-01', '2026-11-30') },
      }),
    ],
    refusals: [
      invalid('a start after the end', 'demoplayer', { query: dates('2026-11-20', '2026-11-01') }),
    ],
  },

  listChatMessages: {
    happy: [
      ok('the newest messages of the lobby', 'demoplayer', { path: { roomId: 'EN' } }),
      ok('a trial account reads too', 'demotrial', { path: { roomId: 'CN' } }),
      ok('older ones, then new ones since an id', 'demoplayer', {
        path: { roomId: 'EN' },
        query: { beforeId: 9100, sinceId: 9001, limit: 2 },
      }),
    ],
    refusals: [chatSwitchedOff({ path: { roomId: 'EN' } })],
  },
  sendChatMessage: {
    happy: [created('a message to the lobby', 'demoplayer', chatMessage('EN', 'Good luck all'))],
    refusals: [
      invalid('only white space', 'demoplayer', chatMessage('EN', ' \n\t ')),
      refused('a sixth message within a minute', 429, 'too_many_requests', 'demovip', async (t) => {
        const token = await t.tokenFor('demovip');
        for (let i = 1; i <= 5; i += 1)
          await t.call('sendChatMessage', { token, ...chatMessage('TY', `hi ${i}`) });
        return chatMessage('TY', 'one more');
      }),
      chatSwitchedOff(chatMessage('EN', 'Anyone here?')),
    ],
  },
};

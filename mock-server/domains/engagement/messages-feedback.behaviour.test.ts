import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { firstMessageOf, memberNamed, oversizedPng, tinyPng, valueOf } from './test-support';

const small = { sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 3 } };

let t: TestBackend;
beforeEach(async () => {
  t = await createTestBackend(small);
});

describe('platform messages', () => {
  it('never shows a member another member’s message: lists hold only their own, reads answer 404', async () => {
    const player = await t.tokenFor('demoplayer');
    const vip = await t.tokenFor('demovip');
    const vipMessage = firstMessageOf(t, 'demovip', false);
    const vipUnread = valueOf(
      'getUnreadMessageCount',
      await t.call('getUnreadMessageCount', { token: vip }),
    ).count;

    const attempt = await t.call('markMessageRead', {
      token: player,
      path: { messageId: vipMessage.id },
    });
    expect(attempt).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const unknown = await t.call('markMessageRead', {
      token: player,
      path: { messageId: 999_999 },
    });
    expect(unknown.body.message).toBe(attempt.body.message);
    expect(t.backend.db.platformMessages.get(vipMessage.id)?.readTime).toBeNull();
    expect(
      valueOf('getUnreadMessageCount', await t.call('getUnreadMessageCount', { token: vip })).count,
    ).toBe(vipUnread);

    const ownIds = new Set(
      t.backend.db.platformMessagesOfMember(memberNamed(t, 'demoplayer').id).map((m) => m.id),
    );
    const listed = valueOf(
      'listMessages',
      await t.call('listMessages', { token: player, query: { pageSize: 100 } }),
    ).list;
    expect(listed.length).toBe(ownIds.size);
    expect(listed.every((m) => ownIds.has(m.messageId))).toBe(true);
    expect(t.violations).toEqual([]);
  });

  it('lists only the messages sent on the days asked for, and refuses an end before the start', async () => {
    const token = await t.tokenFor('demoplayer');
    const own = t.backend.db.platformMessagesOfMember(memberNamed(t, 'demoplayer').id);
    const days = [...new Set(own.map((m) => m.time.slice(0, 10)))].sort();
    const newest = days.at(-1) ?? '';
    const listed = valueOf(
      'listMessages',
      await t.call('listMessages', {
        token,
        query: { startDate: newest, endDate: newest, pageSize: 100 },
      }),
    );
    expect(listed.list.length).toBe(own.filter((m) => m.time.startsWith(newest)).length);
    expect(listed.list.every((m) => m.time.startsWith(newest))).toBe(true);
    // The unread count stays over every day: it feeds the badges.
    expect(listed.unreadCount).toBe(own.filter((m) => m.readTime === null).length);
    expect(
      valueOf(
        'listMessages',
        await t.call('listMessages', {
          token,
          query: { startDate: '2001-01-01', endDate: '2001-01-31' },
        }),
      ).list,
    ).toEqual([]);
    expect(
      await t.call('listMessages', {
        token,
        query: { startDate: newest, endDate: '2001-01-01' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'validation_error', field: 'query.endDate' } });
    expect(t.violations).toEqual([]);
  });

  it('counts unread messages, marks one read once and pages the list newest first', async () => {
    const token = await t.tokenFor('demoplayer');
    expect(
      valueOf('getUnreadMessageCount', await t.call('getUnreadMessageCount', { token })).count,
    ).toBe(3);
    const page1 = valueOf(
      'listMessages',
      await t.call('listMessages', { token, query: { pageNo: 1, pageSize: 4 } }),
    );
    expect(page1).toMatchObject({
      pageNo: 1,
      pageSize: 4,
      totalCount: 6,
      totalPages: 2,
      unreadCount: 3,
    });
    const times = page1.list.map((m) => m.time);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = valueOf(
      'listMessages',
      await t.call('listMessages', { token, query: { pageNo: 2, pageSize: 4 } }),
    );
    expect(page2.list).toHaveLength(2);

    const unread = valueOf(
      'listMessages',
      await t.call('listMessages', { token, query: { read: false } }),
    ).list;
    expect(unread).toHaveLength(3);
    const target = unread[0]?.messageId ?? 0;
    const marked = valueOf(
      'markMessageRead',
      await t.call('markMessageRead', { token, path: { messageId: target } }),
    );
    expect(marked).toMatchObject({ message: { messageId: target, read: true }, unreadCount: 2 });
    t.backend.clock.advance(60_000);
    const again = valueOf(
      'markMessageRead',
      await t.call('markMessageRead', { token, path: { messageId: target } }),
    );
    expect(again.message.readTime).toBe(marked.message.readTime);
    expect(again.unreadCount).toBe(2);
    expect(
      valueOf('getUnreadMessageCount', await t.call('getUnreadMessageCount', { token })).count,
    ).toBe(2);
    expect(t.violations).toEqual([]);
  });

  it('answers the unread badge of a trial account with 0 and refuses its message list', async () => {
    const token = await t.tokenFor('demotrial');
    expect(
      valueOf('getUnreadMessageCount', await t.call('getUnreadMessageCount', { token })).count,
    ).toBe(0);
    expect(await t.call('listMessages', { token })).toMatchObject({
      status: 403,
      body: { code: 'in_need_true_account' },
    });
    expect(t.violations).toEqual([]);
  });
});

describe('feedback', () => {
  it('stores the question type, content and images', async () => {
    const token = await t.tokenFor('demoplayer');
    const content = 'My deposit of 200.00 has not arrived after 30 minutes.';
    const result = await t.call('submitFeedback', {
      token,
      body: { questionType: 'deposit', content, images: [tinyPng] },
    });
    expect(result.status).toBe(201);
    const feedback = valueOf('submitFeedback', result);
    expect(feedback).toMatchObject({
      questionType: 'deposit',
      content,
      images: [`https://cdn.example.test/uploads/feedback/${feedback.feedbackId}-1.png`],
    });
    expect(t.backend.db.feedbackEntries.get(feedback.feedbackId)).toMatchObject({
      memberId: memberNamed(t, 'demoplayer').id,
      questionType: 'deposit',
      content,
      images: [{ mimeType: 'image/png', bytes: 70 }],
    });
    expect(t.violations).toEqual([]);
  });

  it('refuses an image over 5 MB and stores nothing', async () => {
    const token = await t.tokenFor('demoplayer');
    const result = await t.call('submitFeedback', {
      token,
      body: { questionType: 'game', content: 'See the screenshot', images: [oversizedPng] },
    });
    expect(result).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'body.images.0' },
    });
    expect(t.backend.db.feedbackEntries.size).toBe(0);
    const exactly140 = await t.call('submitFeedback', {
      token,
      body: { questionType: 'other', content: 'x'.repeat(140) },
    });
    expect(exactly140.status).toBe(201);
    expect(t.violations).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { tinyPng, catalogueDb, playerIn } from '../test-support';
import { feedbackView, messageView } from '../presenters';
import { submitFeedbackFor } from './feedback';
import { markReadFor, messagesOf, sendMessageTo, unreadCountOf } from './messages';

const now = new Date('2026-11-22T09:30:00.000Z');

describe('messages', () => {
  it("lists, counts and marks only the member's own messages", async () => {
    const db = await catalogueDb(now);
    const ann = await playerIn(db, 'ann0001');
    const ben = await playerIn(db, 'ben0002');
    const add = (id: number, memberId: number, time: string, readTime: string | null) =>
      db.platformMessages.insert({
        id,
        memberId,
        title: `M${id}`,
        content: '<p>x</p>',
        time,
        readTime,
      });
    await add(1, ann.id, '2026-11-20T00:00:00.000Z', null);
    await add(2, ann.id, '2026-11-21T00:00:00.000Z', '2026-11-21T01:00:00.000Z');
    await add(3, ben.id, '2026-11-22T00:00:00.000Z', null);

    expect(messagesOf(db, ann.id).map((m) => m.id)).toEqual([2, 1]);
    expect(messagesOf(db, ann.id, false).map((m) => m.id)).toEqual([1]);
    expect(messagesOf(db, ann.id, undefined, { startDate: '2026-11-21' }).map((m) => m.id)).toEqual(
      [2],
    );
    expect(messagesOf(db, ann.id, undefined, { endDate: '2026-11-20' }).map((m) => m.id)).toEqual([
      1,
    ]);
    expect(unreadCountOf(db, ann.id)).toBe(1);
    expect(await markReadFor(db, ann.id, 3, now)).toMatchObject({
      status: 404,
      envelope: { code: 'not_found' },
    });
    expect(db.platformMessages.get(3)?.readTime).toBeNull();
    const read = await markReadFor(db, ann.id, 1, now);
    expect(read).toMatchObject({ readTime: now.toISOString() });
    expect(await markReadFor(db, ann.id, 1, new Date('2026-11-23T00:00:00.000Z'))).toMatchObject({
      readTime: now.toISOString(),
    });
    expect(unreadCountOf(db, ann.id)).toBe(0);
    expect(messagesOf(db, ann.id, true).map((m) => messageView(m))).toMatchObject([
      { read: true, messageId: 2 },
      { read: true, messageId: 1, readTime: now.toISOString() },
    ]);
  });

  it('a sent message is the newest, unread, with the next free id', async () => {
    const db = await catalogueDb(now);
    const ann = await playerIn(db, 'ann0001');
    await db.platformMessages.insert({
      id: 6001,
      memberId: ann.id,
      title: 'Old',
      content: '<p>x</p>',
      time: '2026-11-20T00:00:00.000Z',
      readTime: '2026-11-20T01:00:00.000Z',
    });
    const sent = await sendMessageTo(db, ann.id, { title: 'New', content: '<p>y</p>' }, now);
    expect(sent).toEqual({
      id: 6002,
      memberId: ann.id,
      title: 'New',
      content: '<p>y</p>',
      time: now.toISOString(),
      readTime: null,
    });
    expect(messagesOf(db, ann.id).map((m) => m.title)).toEqual(['New', 'Old']);
    expect(unreadCountOf(db, ann.id)).toBe(1);
  });
});

describe('feedback', () => {
  it('stores question type, content as typed and image facts', async () => {
    const db = await catalogueDb(now);
    const member = await playerIn(db, 'fb00001');
    const stored = await submitFeedbackFor(
      db,
      member.id,
      { questionType: 'withdrawal', content: ' Slow payout ', images: [tinyPng] },
      now,
    );
    if ('kind' in stored) throw new Error(stored.envelope.message);
    expect(feedbackView(stored)).toEqual({
      feedbackId: 3001,
      questionType: 'withdrawal',
      content: ' Slow payout ',
      images: ['https://cdn.example.test/uploads/feedback/3001-1.png'],
      createTime: now.toISOString(),
    });
    expect(
      await submitFeedbackFor(
        db,
        member.id,
        { questionType: 'game', content: 'x', images: ['data:image/png;base64,AAAA'] },
        now,
      ),
    ).toMatchObject({
      status: 400,
      envelope: { field: 'body.images.0' },
    });
    expect(db.feedbackEntries.size).toBe(1);
  });
});

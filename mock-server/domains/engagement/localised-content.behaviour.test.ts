import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { catalogues, contentLanguages } from '../../seed/content/content-catalogue';

/**
 * Seeded texts a player reads (notices, help, promotions, missions, messages) are answered in the
 * `language` (or `lang`) the client sends, English when it sends none; text sent through the
 * control API stays as sent. Each operation is called in every language the portal ships.
 */
let t: TestBackend;

beforeAll(async () => {
  t = await createTestBackend();
});

afterEach(() => expect(t.violations).toEqual([]));

async function value<T>(
  operationId: Parameters<TestBackend['call']>[0],
  options: Parameters<TestBackend['call']>[1] = {},
): Promise<T> {
  const result = await t.call(operationId, options);
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
  return result.body.value as T;
}

interface NoticePage {
  list: Schemas['Notice'][];
  popup: Schemas['Notice'][];
}

describe.each(contentLanguages)('in %s', (language) => {
  const text = catalogues[language];

  it('listNotices answers every notice type in the language asked for', async () => {
    const page = await value<NoticePage>('listNotices', {
      query: { type: ['B', 'PL', 'PU', 'PR', 'H'], pageSize: 100, language },
    });
    const titles = page.list.map((n) => n.title);
    expect(titles).toContain(text['notice.app-update.title']);
    expect(titles).toContain(text['notice.lottery-limits.title']);
    expect(titles).toContain(text['notice.browser-support.title']);
    expect(page.popup.map((n) => n.title)).toContain(
      text['notice.scheduled-maintenance-on-sunday.title'],
    );
  });

  it('listHelpTopics answers every topic in the language asked for (`lang`)', async () => {
    const topics = await value<Schemas['HelpTopic'][]>('listHelpTopics', {
      query: { lang: language },
    });
    expect(topics.find((h) => h.tag === 'faq')).toMatchObject({
      title: text['help.faq.title'],
      content: text['help.faq.content'],
    });
  });

  it('listPromotions and getPromotion answer titles and contents in the language asked for', async () => {
    const { list } = await value<{ list: Schemas['Promotion'][] }>('listPromotions', {
      query: { language },
    });
    expect(list.find((p) => p.promotionId === 305)?.title).toBe(text['promotion.305.title']);
    const one = await value<Schemas['Promotion']>('getPromotion', {
      path: { promotionId: 301 },
      query: { language },
    });
    expect(one.content).toBe(text['promotion.301.content']);
    // The cover is the sandbox's picture in the same language (English: no query).
    const query = language === 'EN' ? '' : `?lang=${language.toLowerCase()}`;
    expect(one.image).toBe(`/sandbox/img/promo-first-deposit.svg${query}`);
    for (const promotion of list)
      expect(promotion.image).toMatch(
        new RegExp(`^/sandbox/img/promo-[a-z-]+\\.svg${query.replace('?', '\\?')}$`),
      );
  });

  it('getMissionSummary and listMessages answer the member in the language asked for', async () => {
    const token = await t.tokenFor('demoplayer');
    const summary = await value<Schemas['MissionSummary']>('getMissionSummary', {
      token,
      query: { language },
    });
    expect(summary.missions.find((m) => m.missionId === 404)).toMatchObject({
      title: text['mission.404.title'],
      description: text['mission.404.description'],
    });
    const messages = await value<{ list: Schemas['PlatformMessage'][] }>('listMessages', {
      token,
      query: { language, pageSize: 100 },
    });
    const titles = messages.list.map((m) => m.title);
    expect(titles).toContain(text['message.demo-security.title']);
    expect(titles).toContain(text['message.welcome.title'].replace('{name}', 'demoplayer'));
  });
});

describe('languages not asked for, and text from the control API', () => {
  it('answers English when the client sends no language', async () => {
    const page = await value<NoticePage>('listNotices', { query: { type: ['B'], pageSize: 100 } });
    expect(page.list.map((n) => n.title)).toContain('App update');
    const topics = await value<Schemas['HelpTopic'][]>('listHelpTopics');
    expect(topics.find((h) => h.tag === 'faq')?.title).toBe('Frequently asked questions');
  });

  it('refuses a language the contract does not list, naming the field', async () => {
    const result = await t.call('listNotices', { query: { language: 'FR' } });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'validation_error', field: 'query.language' });
  });

  it('keeps a message sent through the control API as sent, in every language', async () => {
    const sent = await t.call('sendPlatformMessage', {
      body: { account: 'demovip', title: 'Hello from the demo', content: '<p>As sent</p>' },
    });
    expect(sent.status).toBe(201);
    const token = await t.tokenFor('demovip');
    const messages = await value<{ list: Schemas['PlatformMessage'][] }>('listMessages', {
      token,
      query: { language: 'TH', pageSize: 100 },
    });
    expect(messages.list.find((m) => m.title === 'Hello from the demo')?.content).toBe(
      '<p>As sent</p>',
    );
    expect(messages.list.map((m) => m.title)).toContain('ยินดีต้อนรับสู่ VIP ไดมอนด์');
  });

  it('keeps the records small: a seeded record stores its English and a key, not every language', () => {
    const notice = t.backend.db.notices.all().find((n) => n.contentKey === 'notice.app-update');
    expect(notice && Object.keys(notice.texts)).toEqual(['EN']);
    const promotion = t.backend.db.promotions.get(301);
    expect(promotion).toMatchObject({
      contentKey: 'promotion.301',
      title: '100% first deposit bonus',
    });
  });
});

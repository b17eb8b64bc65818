import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { defaultMockConfig } from '../../core/mock-config';
import { fallbackSiteOrigin } from '../../core/site-origin';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { defaultFeatureFlags } from './rules/feature-flags';
import { defaultRegisterValidators } from './rules/register-validators';
import { decryptCsPath, isFollowableChatTarget } from './rules/cs-path-cipher';
import { sandboxVisitorIp } from './rules/visitor';
import { siteConfigThrottle } from './rules/visitor-throttle';
import { isOnInTree } from './rules/whitelabel-tree';

type Node = Schemas['WhitelabelNode'];
type Permission = Schemas['Permission'];
type ServiceEntry = Schemas['ServiceEntry'];
type Notice = Schemas['Notice'];
type Bundle = Schemas['AnnouncementBundle'];

let t: TestBackend;

beforeAll(async () => {
  t = await createTestBackend();
});

// These flows change only the config (flags, status); putting it back is enough between tests.
afterEach(() => {
  expect(t.violations).toEqual([]);
  t.backend.config = defaultMockConfig(defaultFeatureFlags());
});

async function value<T>(
  operationId: Parameters<TestBackend['call']>[0],
  options: Parameters<TestBackend['call']>[1] = {},
): Promise<T> {
  const result = await t.call(operationId, options);
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
  return result.body.value as T;
}

const node = (tree: Node[], modId: string): Node | undefined =>
  tree.flatMap((n) => [n, ...n.childrenNodes]).find((n) => n.modId === modId);

describe('feature flags', () => {
  it('flipping a flag changes the whitelabel tree, the permission tree and the registration settings', async () => {
    const before = await value<Node[]>('getWhitelabel');
    expect(node(before, 'DIRECTREG3')?.enabled).toBe(true);

    t.backend.config.flags.DIRECTREG3 = false;
    t.backend.config.flags.PTSYS3 = false;

    const after = await value<Node[]>('getWhitelabel');
    expect(node(after, 'DIRECTREG3')?.enabled).toBe(false);
    expect(node(after, 'PTSYS3')?.enabled).toBe(false);
    const permission = await value<Permission>('getPermission', {
      query: { host: 'localhost:5173' },
    });
    expect(permission.info.whitelabelSettings).toEqual(after);
    const settings = await value<Schemas['RegisterSettings']>('getRegisterSettings');
    expect(settings.directRegistration).toBe(false);
    expect(settings.usernameRegistration).toBe(true);
  });

  it('switching a group off turns all its features off for the portal', async () => {
    t.backend.config.flags.REGISTER3 = false;
    const tree = await value<Node[]>('getWhitelabel');
    for (const id of ['DIRECTREG3', 'MOBILEREG3', 'SMSVERIF3'])
      expect(isOnInTree(tree, id), id).toBe(false);
    const settings = await value<Schemas['RegisterSettings']>('getRegisterSettings');
    expect(
      settings.mobileRegistration || settings.directRegistration || settings.smsVerification,
    ).toBe(false);
  });

  it('a reset brings the default flags back', async () => {
    t.backend.config.flags.FREEPLAY3 = false;
    await t.restoreSeed();
    expect(t.backend.config.flags).toEqual(defaultFeatureFlags());
    expect(node(await value<Node[]>('getWhitelabel'), 'FREEPLAY3')?.enabled).toBe(true);
  });
});

describe('system status', () => {
  it('is normal at start, with the sandbox visitor address', async () => {
    expect(await value('getSystemStatus')).toEqual({
      status: 0,
      title: null,
      endTime: null,
      info: null,
      ip: sandboxVisitorIp,
      brand: {
        supportedLanguages: ['EN', 'TY'],
        defaultLanguage: 'EN',
        currencySymbol: expect.any(String),
      },
    });
    const permission = await value<Permission>('getPermission', {
      query: { host: 'localhost:5173' },
    });
    expect(permission).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: sandboxVisitorIp, countryCode: 'PH' },
    });
  });

  it('maintenance answers status 1 with its title, end time and info, and the permission says so', async () => {
    t.backend.config.systemStatus = {
      status: 1,
      title: 'Upgrade',
      endTime: '2026-11-23T04:00:00.000Z',
      info: 'Back at 04:00.',
    };
    expect(await value('getSystemStatus')).toEqual({
      status: 1,
      title: 'Upgrade',
      endTime: '2026-11-23T04:00:00.000Z',
      info: 'Back at 04:00.',
      ip: sandboxVisitorIp,
      brand: expect.objectContaining({ supportedLanguages: ['EN', 'TY'] }),
    });
    const permission = await value<Permission>('getPermission', {
      query: { host: 'localhost:5173' },
    });
    expect(permission).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('region blocking answers status 2 with the forwarded visitor address', async () => {
    t.backend.config.systemStatus = { status: 2, title: null, endTime: null, info: null };
    const headers = { 'x-forwarded-for': '198.51.100.7, 10.0.0.2' };
    expect(await value<Schemas['SystemStatus']>('getSystemStatus', { headers })).toMatchObject({
      status: 2,
      ip: '198.51.100.7',
      endTime: null,
    });
    const permission = await value<Permission>('getPermission', {
      query: { host: 'localhost:5173' },
      headers,
    });
    expect(permission).toMatchObject({
      maintenance: false,
      regionRestriction: true,
      location: { ip: '198.51.100.7', countryCode: 'US' },
    });
  });
});

describe('registration rules', () => {
  it('publishes exactly the validators registration enforces, in both operations', async () => {
    expect(await value('getRegisterValidators')).toEqual(defaultRegisterValidators());
    const permission = await value<Permission>('getPermission', {
      query: { host: 'localhost:5173' },
    });
    expect(permission.info.registerValidators).toEqual(defaultRegisterValidators());
  });
});

describe('site addresses', () => {
  it('answers absolute addresses on the origin the request came to', async () => {
    const headers = { host: '127.0.0.1:4173' };
    const routers = await value<Schemas['RouterList']>('listRouters', { headers });
    expect(routers.resources.IOS?.qrCodeUrl).toBe('http://127.0.0.1:4173/sandbox/img/qr-ios.svg');
    expect(routers.resources.ANDROID?.url).toBe(
      'http://127.0.0.1:4173/sandbox/download/portal-android.apk',
    );
    expect(routers.resources.LITE?.url).toBe('http://127.0.0.1:4173/');
    const speeds = routers.domainList.map((d) => d.speed);
    expect(speeds).toEqual([...speeds].sort((a, b) => a - b));
    const permission = await value<Permission>('getPermission', {
      query: { host: '127.0.0.1:4173' },
      headers,
    });
    expect(permission.info.imageCDNs).toEqual(['http://127.0.0.1:4173/sandbox/img']);
  });

  it('knows the hosts of its route lines and no public strangers', async () => {
    expect(
      (await t.call('getPermission', { query: { host: 'unknown.example.test' } })).body.code,
    ).toBe('invalid_url');
    expect((await t.call('getPermission', { query: { host: '127.0.0.1:4173' } })).status).toBe(200);
  });

  it('lists the countries with the default first, translated where a name exists', async () => {
    const countries = await value<Schemas['Country'][]>('listCountries', {
      query: { language: 'TY' },
    });
    expect(countries[0]).toMatchObject({
      countryCode: 'PH',
      countryDialingCode: '+63',
      isDefault: true,
      name: 'Pilipinas',
    });
    const codes = new Map(countries.map((c) => [c.countryCode, c.countryDialingCode]));
    for (const [code, dial] of Object.entries({
      PH: '+63',
      VN: '+84',
      TH: '+66',
      ID: '+62',
      MY: '+60',
      SG: '+65',
      CN: '+86',
      US: '+1',
      GB: '+44',
    })) {
      expect(codes.get(code), code).toBe(dial);
    }
    expect(countries.filter((c) => c.isDefault)).toHaveLength(1);
    const thai = await value<Schemas['Country'][]>('listCountries', { query: { language: 'TH' } });
    expect(thai.find((c) => c.countryCode === 'GB')?.name).toBe('United Kingdom');
  });
});

describe('customer service', () => {
  async function channel(csType: string): Promise<{
    csType: string;
    version: { pathList: ServiceEntry['pathList'] };
    list: ServiceEntry[];
  }> {
    return value('getCustomerService', { query: { csType } });
  }

  it('opens live chat by default: the first type "3" path decrypts to the sandbox chat page', async () => {
    const answer = await value<{
      csType: string;
      version: { pathList: ServiceEntry['pathList'] };
      list: ServiceEntry[];
    }>('getCustomerService');
    expect(answer.csType).toBe('LIVECHAT');
    const first = answer.version.pathList.find((p) => p.type === '3');
    expect(first && decryptCsPath(first.path)).toBe(
      `${fallbackSiteOrigin}/sandbox/chat?cs=LIVECHAT`,
    );
    expect(answer.list.map((e) => e.csType)).toEqual([
      'LIVECHAT',
      'FACEBOOK',
      'TELEGRAM',
      'VIP',
      'EMAIL',
    ]);
  });

  it('has a VIP channel for members ranked above 4, on the chat page of the request origin', async () => {
    const answer = await t.call('getCustomerService', {
      query: { csType: 'VIP' },
      headers: { host: 'localhost:5173' },
    });
    const entry = (answer.body.value as { version: { pathList: ServiceEntry['pathList'] } }).version
      .pathList[0];
    expect(entry && decryptCsPath(entry.path)).toBe('http://localhost:5173/sandbox/chat?cs=VIP');
  });

  it('follows http(s) for every channel except the deliberate javascript: bait of EMAIL', async () => {
    for (const csType of ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'VIP']) {
      const first = (await channel(csType)).version.pathList.find((p) => p.type === '3');
      expect(first && isFollowableChatTarget(decryptCsPath(first.path)), csType).toBe(true);
    }
    const bait = (await channel('EMAIL')).version.pathList.find((p) => p.type === '3');
    expect(bait && decryptCsPath(bait.path)).toBe("javascript:alert('cs-email')");
    expect(bait && isFollowableChatTarget(decryptCsPath(bait.path))).toBe(false);
  });

  it('refuses a disabled channel and leaves it out of the lists', async () => {
    const refused = await t.call('getCustomerService', { query: { csType: 'WHATSAPP' } });
    expect(refused).toMatchObject({
      status: 404,
      body: { code: 'not_found', field: 'query.csType' },
    });
    const permission = await value<Permission>('getPermission', {
      query: { host: 'localhost:5173' },
    });
    expect(permission.info.customerService.map((e) => e.csType)).not.toContain('WHATSAPP');
  });
});

describe('notices and announcements', () => {
  type NoticePage = Schemas['PageInfo'] & { list: Notice[]; popup: Notice[] };

  it('pages the portal query 9 at a time, newest first, every notice once', async () => {
    const query = { type: ['B', 'PL', 'PU', 'PR'], pageSize: 9 };
    const first = await value<NoticePage>('listNotices', { query: { ...query, pageNo: 1 } });
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9, totalCount: 31, totalPages: 4 });
    const seen: Notice[] = [];
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo += 1) {
      seen.push(...(await value<NoticePage>('listNotices', { query: { ...query, pageNo } })).list);
    }
    expect(new Set(seen.map((n) => n.id)).size).toBe(31);
    const times = seen.map((n) => Date.parse(n.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.every((n) => n.type !== 'H')).toBe(true);
    expect(first.popup.length).toBeGreaterThanOrEqual(2);
    expect(first.popup.every((n) => n.popup)).toBe(true);
  });

  it('holds at least 30 notices over all five types', async () => {
    const all = await value<NoticePage>('listNotices', {
      query: { type: ['B', 'PL', 'PU', 'PR', 'H'], pageSize: 100 },
    });
    expect(all.totalCount).toBeGreaterThanOrEqual(30);
    expect(new Set(all.list.map((n) => n.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H']));
  });

  it('keeps unsafe markup in two recent B notices for the portal sanitiser', async () => {
    const page = await value<NoticePage>('listNotices', { query: { pageSize: 9 } });
    const html = page.list.map((n) => n.content).join('\n');
    expect(html).toContain('onerror=');
    expect(html).toContain('<script>');
    expect(html).toContain('href="javascript:');
  });

  it('bundles B notices, pop-ups, every banner strip and the featured promotions', async () => {
    const bundle = await value<Bundle>('getAnnouncements', { query: { language: 'EN' } });
    expect(bundle.playerNotices.every((n) => n.type === 'B')).toBe(true);
    const perGroup = new Map<string, number>();
    for (const b of bundle.banners) perGroup.set(b.groupName, (perGroup.get(b.groupName) ?? 0) + 1);
    expect(Object.fromEntries(perGroup)).toMatchObject({ w_home: 3, w_rng: 2, w_live: 1 });
    expect(perGroup.has('w_fish')).toBe(false);
    for (const group of [
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lott',
      'w_down',
      'w_promotion',
      'w_shop',
      'w_help',
    ]) {
      expect(perGroup.get(group), group).toBeGreaterThan(0);
    }
    // The real seed's promotions are featured (their records carry no status of their own).
    expect(bundle.promotion.length).toBeGreaterThan(0);
    expect(bundle.promotion.every((p) => p.status === 'join' || p.status === 'coming')).toBe(true);
    const promotionIds = new Set(bundle.promotion.map((p) => String(p.promotionId)));
    for (const banner of bundle.banners) {
      expect(banner.url.startsWith(`${fallbackSiteOrigin}/sandbox/img/`)).toBe(true);
      expect(banner.url).toMatch(/\/[a-z0-9-]+\.svg$/);
      if (banner.linkageType === 'none') expect(banner.linkageTarget).toBeUndefined();
      else expect(banner.linkageTarget, String(banner.bannerId)).toBeTruthy();
      // Promotion banners link to a featured promotion, or fall back to a route when there is none.
      if (banner.linkageType === 'promotion')
        expect(promotionIds.has(banner.linkageTarget ?? '')).toBe(true);
    }
    const types = new Set(bundle.banners.map((b) => b.linkageType));
    for (const type of ['none', 'url', 'route'] as const) expect(types.has(type), type).toBe(true);
    expect(bundle.popup.every((n) => n.popup)).toBe(true);
  });

  it('answers notices and banner titles in the language asked for', async () => {
    const bundle = await value<Bundle>('getAnnouncements', { query: { language: 'TY' } });
    expect(bundle.playerNotices.map((n) => n.title)).toContain('Nakatakdang maintenance sa Linggo');
    expect(bundle.playerNotices.map((n) => n.title)).toContain('Mas mabilis na withdrawal');
    const chinese = await value<Bundle>('getAnnouncements', { query: { language: 'CN' } });
    expect(chinese.banners.map((b) => b.title)).toContain(
      '新人奖金高达 100%。首存翻倍，最高 1,000.00',
    );
    expect(chinese.popup.map((n) => n.title)).toContain('周日例行维护');
    const english = await value<Bundle>('getAnnouncements', { query: { language: 'EN' } });
    expect(chinese.promotion.length).toBe(english.promotion.length);
    expect(chinese.promotion[0]?.title).not.toBe(english.promotion[0]?.title);
  });

  it('points banners and featured promotions at the pictures in the language asked for', async () => {
    const chinese = await value<Bundle>('getAnnouncements', { query: { language: 'CN' } });
    const english = await value<Bundle>('getAnnouncements', { query: { language: 'EN' } });
    const none = await value<Bundle>('getAnnouncements');
    expect(chinese.banners.map((b) => b.url)).toEqual(
      english.banners.map((b) => `${b.url}?lang=cn`),
    );
    expect(chinese.banners[0]?.url).toBe(
      `${fallbackSiteOrigin}/sandbox/img/banner-home-welcome.svg?lang=cn`,
    );
    for (const banner of [...english.banners, ...none.banners])
      expect(banner.url).not.toContain('?');
    expect(chinese.promotion.map((p) => p.image)).toEqual(
      english.promotion.map((p) => `${p.image}?lang=cn`),
    );
    for (const promotion of [...english.promotion, ...none.promotion])
      expect(promotion.image).toMatch(/^\/sandbox\/img\/promo-[a-z-]+\.svg$/);
  });
});

describe('help centre', () => {
  it('answers the topics in order, in the language asked for and English by default', async () => {
    const english = await value<Schemas['HelpTopic'][]>('listHelpTopics');
    const filipino = await value<Schemas['HelpTopic'][]>('listHelpTopics', {
      query: { lang: 'TY' },
    });
    expect(english.length).toBeGreaterThanOrEqual(12);
    expect(new Set(english.map((h) => h.tag)).size).toBe(english.length);
    expect(filipino.map((h) => h.id)).toEqual(english.map((h) => h.id));
    const byTag = (list: Schemas['HelpTopic'][], tag: string) => list.find((h) => h.tag === tag);
    expect(byTag(filipino, 'deposit')?.title).toBe('Paano magdeposito?');
    expect(byTag(english, 'privacy')?.title).toBe('Privacy policy');
    expect(byTag(filipino, 'privacy')?.title).toBe('Patakaran sa privacy');
    const cn = await value<Schemas['HelpTopic'][]>('listHelpTopics', { query: { lang: 'CN' } });
    expect(cn.map((h) => [h.id, h.tag])).toEqual(english.map((h) => [h.id, h.tag]));
    expect(byTag(cn, 'terms')?.title).toBe('条款与条件');
    expect(byTag(cn, 'deposit')?.content).toContain('<b>存款</b>');
  });
});

describe('menus', () => {
  it('answers every menu in sort order', async () => {
    const menus = await value<Schemas['MenuSettings']>('getMenuSettings');
    expect(menus.header).toHaveLength(15);
    expect(menus.memberCentre).toHaveLength(15);
    expect(menus.agentCentre).toHaveLength(12);
    for (const menu of [menus.header, menus.memberCentre, menus.agentCentre]) {
      expect(menu.map((m) => m.sort)).toEqual([...menu.map((m) => m.sort)].sort((a, b) => a - b));
    }
    expect(menus.header.find((m) => m.key === 'DS88')?.enabled).toBe(false);
  });
});

describe('winner board', () => {
  it('answers masked players, newest first, as many as asked', async () => {
    const board = await value<Schemas['Winner'][]>('listWinners', { query: { count: 30 } });
    expect(board).toHaveLength(30);
    expect(board.every((w) => /^.{1,2}\*\*\*.{0,2}$/.test(w.player))).toBe(true);
    const times = board.map((w) => Date.parse(w.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const accounts = new Set([
      ...t.backend.db.winners.all().map((w) => w.account),
      ...t.backend.db.members.all().map((m) => m.account),
    ]);
    expect(board.some((w) => accounts.has(w.player))).toBe(false);
  });

  it('is the same for the same seed', async () => {
    const other = await createTestBackend();
    const strip = (list: { account: string; gameName: string; prizeCents: number }[]) =>
      list.map(({ account, gameName, prizeCents }) => ({ account, gameName, prizeCents }));
    expect(strip(other.backend.db.winners.all())).toEqual(strip(t.backend.db.winners.all()));
    const a = (await other.call('listWinners', { query: { count: 100 } })).body
      .value as Schemas['Winner'][];
    const b = await value<Schemas['Winner'][]>('listWinners', { query: { count: 100 } });
    const key = (w: Schemas['Winner']) => `${w.player}|${w.gameName}|${w.prize}`;
    expect(new Set(a.map(key))).toEqual(new Set(b.map(key)));
    expect(other.violations).toEqual([]);
  });
});

describe('throttling of site-configuration reads', () => {
  it('refuses one address over the limit with a retry time, serves others, and recovers after the window', async () => {
    const flood = { headers: { 'x-forwarded-for': '192.0.2.77' } };
    const answers = await Promise.all(
      Array.from({ length: siteConfigThrottle.max }, () => t.call('getWhitelabel', flood)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const refused = await t.call('getWhitelabel', flood);
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    const retry =
      (refused.body as { value?: { retryAfterSeconds?: number } }).value?.retryAfterSeconds ?? 0;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(siteConfigThrottle.windowMs / 1000);
    expect(
      (await t.call('getWhitelabel', { headers: { 'x-forwarded-for': '192.0.2.78' } })).status,
    ).toBe(200);
    expect((await t.call('getSystemStatus', flood)).status).toBe(200);
    t.backend.clock.advance(siteConfigThrottle.windowMs + 1);
    expect((await t.call('getWhitelabel', flood)).status).toBe(200);
  });
});

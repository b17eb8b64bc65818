import { describe, expect, it } from 'vitest';
import { sandboxArt } from './art/sandbox-art';
import {
  answerSandboxPage,
  fallbackRenderers,
  sandboxNotFound,
  type SandboxPageRenderers,
} from './sandbox-page-answers';

const answer = (target: string, renderers: SandboxPageRenderers = fallbackRenderers) => {
  const url = new URL(target, 'http://sandbox.test');
  return answerSandboxPage(url.pathname, url.searchParams, renderers);
};

describe('answerSandboxPage', () => {
  it('leaves every path outside /sandbox to the host', () => {
    expect(answer('/')).toBeNull();
    expect(answer('/sandboxes')).toBeNull();
    // The console: a screen of the portal, answered by the host's history-mode fallback.
    expect(answer('/sandbox')).toBeNull();
    expect(answer('/sandbox/nothing')).toBe(sandboxNotFound);
    expect(answer('/wps/games')).toBeNull();
  });

  it('answers pictures by name, cacheable and locked down, and refuses other names', () => {
    const image = answer('/sandbox/img/game-RNG-PG-00042.svg');
    expect(image).toMatchObject({ status: 200, body: sandboxArt('game-RNG-PG-00042') });
    expect(image?.headers['Content-Type']).toMatch(/^image\/svg\+xml/);
    expect(image?.headers['Cache-Control']).toContain('max-age');
    expect(image?.headers.ETag).toBe(answer('/sandbox/img/game-RNG-PG-00042.svg')?.headers.ETag);
    expect(image?.headers['Content-Security-Policy']).toContain("default-src 'none'");
    expect(image?.headers['X-Content-Type-Options']).toBe('nosniff');
    for (const bad of ['banner.png', '%3Cscript%3E.svg', '..%2Fsecret.svg', '%E0%A4%A.svg'])
      expect(answer(`/sandbox/img/${bad}`)).toBe(sandboxNotFound);
  });

  it('draws banners and promotion covers in the language of `lang`, English without one or for an unknown code', () => {
    const english = sandboxArt('banner-home-welcome');
    const chinese = answer('/sandbox/img/banner-home-welcome.svg?lang=cn');
    expect(chinese?.body).toBe(sandboxArt('banner-home-welcome', undefined, 'CN'));
    expect(chinese?.body).toContain('立即领取');
    expect(chinese?.headers.ETag).not.toBe(
      answer('/sandbox/img/banner-home-welcome.svg')?.headers.ETag,
    );
    expect(answer('/sandbox/img/banner-home-welcome.svg?lang=CN')?.body).toBe(chinese?.body);
    for (const query of ['', '?lang=en', '?lang=xx', '?lang=', '?lang=cn%00', '?language=cn'])
      expect(answer(`/sandbox/img/banner-home-welcome.svg${query}`)?.body, query).toBe(english);
    expect(answer('/sandbox/img/promo-referral.svg?lang=th')?.body).toBe(
      sandboxArt('promo-referral', undefined, 'TH'),
    );
    // Pictures without words of the catalogue are the same in every language.
    expect(answer('/sandbox/img/game-RNG-PG-00042.svg?lang=vi')?.body).toBe(
      sandboxArt('game-RNG-PG-00042'),
    );
  });

  it("draws a game from the host's catalogue when it has one", () => {
    const renderers: SandboxPageRenderers = {
      ...fallbackRenderers,
      gameArt: (nodeId) =>
        nodeId === '100245'
          ? { nodeId, title: 'Mahjong Ways', vendor: 'PG', gameType: 'RNG', classify: 'slot' }
          : null,
    };
    expect(answer('/sandbox/img/game-100245.svg', renderers)?.body).toContain('Mahjong Ways');
    expect(answer('/sandbox/img/game-100246.svg', renderers)?.body).toBe(sandboxArt('game-100246'));
  });

  it('hands game and lottery pages to the renderers, never cached', () => {
    const seen: string[] = [];
    const renderers: SandboxPageRenderers = {
      gamePage: (nodeId, search) => {
        seen.push(`${nodeId}?${search.toString()}`);
        return { status: nodeId === 'known' ? 200 : 404, html: `<p>${nodeId}</p>` };
      },
      lotteryPage: (search) => ({ status: 200, html: `<p>${search.get('view')}</p>` }),
    };
    expect(answer('/sandbox/game/known?token=t', renderers)).toEqual({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      body: '<p>known</p>',
    });
    expect(answer('/sandbox/game/other', renderers)?.status).toBe(404);
    expect(seen).toEqual(['known?token=t', 'other?']);
    expect(answer('/sandbox/lottery?view=lobby', renderers)?.body).toBe('<p>lobby</p>');
  });

  it('answers chat and download pages, escaping what the address carries', () => {
    const chat = answer(`/sandbox/chat?cs=VIP&greeting=${encodeURIComponent('<img onerror=x>')}`);
    expect(chat?.status).toBe(200);
    expect(chat?.body).toContain('VIP customer service');
    expect(chat?.body).not.toContain('<img onerror');
    expect(answer('/sandbox/download/portal-ios.ipa')?.body).toContain('portal-ios.ipa');
  });

  it('is 404 for any other /sandbox path', () => {
    expect(answer('/sandbox/nothing-here')).toBe(sandboxNotFound);
    expect(answer('/sandbox/game/a/b')).toBe(sandboxNotFound);
    expect(sandboxNotFound.status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { placeholderSvg } from './placeholder-svg';
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
    expect(answer('/wps/games')).toBeNull();
  });

  it('answers placeholder images by name, cacheable, and refuses other names', () => {
    const image = answer('/sandbox/img/game-RNG-PG-00042.svg');
    expect(image).toMatchObject({ status: 200, body: placeholderSvg('game-RNG-PG-00042') });
    expect(image?.headers).toMatchObject({ 'Content-Type': 'image/svg+xml' });
    expect(image?.headers['Cache-Control']).toContain('max-age');
    for (const bad of ['banner.png', '%3Cscript%3E.svg', '..%2Fsecret.svg', '%E0%A4%A.svg'])
      expect(answer(`/sandbox/img/${bad}`)).toBe(sandboxNotFound);
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
    expect(answer('/sandbox')).toBe(sandboxNotFound);
    expect(answer('/sandbox/nothing-here')).toBe(sandboxNotFound);
    expect(answer('/sandbox/game/a/b')).toBe(sandboxNotFound);
    expect(sandboxNotFound.status).toBe(404);
  });
});

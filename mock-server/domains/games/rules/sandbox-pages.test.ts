import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../../core/handler-types';
import { defaultSeedSizes } from '../../../seed/seed-context';
import { createTestBackend, type TestBackend } from '../../../testing/test-backend';
import { escapeHtml, renderSandboxGamePage, renderSandboxLotteryPage } from './sandbox-pages';

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({ sizes: { ...defaultSeedSizes, slotGames: 200 } });
});

async function launch(query: Record<string, string>, account = 'demoplayer'): Promise<URL> {
  const result = await t.call('launchGame', { token: await t.tokenFor(account), query });
  return new URL((result.body.value as Schemas['LaunchResult']).url);
}

describe('sandbox pages', () => {
  it('show the launched game, its vendor and member, with a spin button', async () => {
    const url = await launch({
      vendor: 'PG',
      gameCode: 'mahjong-ways',
      backUrl: 'http://localhost:4010/rng',
    });
    const nodeId = url.pathname.split('/').at(-1) ?? '';
    const html = renderSandboxGamePage(t.backend.db, nodeId, url.searchParams);
    expect(html).toContain('<h1>Mahjong Ways</h1>');
    expect(html).toContain('PG Soft');
    expect(html).toContain('player demoplayer');
    expect(html).toContain('id="spin"');
    expect(html).toContain('href="http://localhost:4010/rng"');
  });

  it('say when the game is unknown or the token is not this launch', async () => {
    expect(renderSandboxGamePage(t.backend.db, '424242', new URLSearchParams())).toContain(
      'Game not found',
    );
    const url = await launch({ vendor: 'PG', gameCode: 'fortune-tiger' });
    const other = t.backend.db.gameByVendorCode('PG:mahjong-ways')?.nodeId ?? '';
    expect(renderSandboxGamePage(t.backend.db, other, url.searchParams)).toContain(
      'Session expired',
    );
    expect(
      renderSandboxGamePage(t.backend.db, other, new URLSearchParams('token=forged')),
    ).toContain('Session expired');
  });

  it('never link to a script back URL and escape what they echo', async () => {
    const url = await launch({ vendor: 'PG', gameCode: 'fortune-tiger' });
    url.searchParams.set('backUrl', 'javascript:alert(1)');
    url.searchParams.set('device', '<img src=x onerror=alert(1)>');
    const html = renderSandboxGamePage(
      t.backend.db,
      url.pathname.split('/').at(-1) ?? '',
      url.searchParams,
    );
    expect(html).not.toContain('javascript:alert');
    expect(html).not.toContain('<img src=x');
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
  });

  it('show the lottery lobby and a betting page with the open draw and the latest result', async () => {
    const token = await t.tokenFor('demoplayer');
    const lobby = await t.call('getLotteryLobby', { token });
    const lobbyHtml = renderSandboxLotteryPage(
      t.backend,
      new URL((lobby.body.value as Schemas['LaunchResult']).url).searchParams,
    );
    expect(lobbyHtml).toContain('Lottery lobby');
    expect(lobbyHtml).toContain('Mien Bac');
    const betting = await t.call('getLotteryLobby', {
      token,
      query: { view: 'betting', gameCode: 'VNMB' },
    });
    const search = new URL((betting.body.value as Schemas['LaunchResult']).url).searchParams;
    const html = renderSandboxLotteryPage(t.backend, search);
    expect(html).toContain('<h1>Mien Bac</h1>');
    expect(html).toMatch(/draw \d{8}/);
    expect(html).toContain('Latest result');
    expect(
      renderSandboxLotteryPage(t.backend, new URLSearchParams('view=lobby&token=nope')),
    ).toContain('Session expired');
  });
});

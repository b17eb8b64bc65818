import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { defaultSeedSizes } from '../../seed/seed-context';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({ sizes: { ...defaultSeedSizes, slotGames: 500 } });
});

describe('lottery menus and games', () => {
  it('groups the menu by region and filters it by prize mode', async () => {
    const menu = (await t.call('getLotteryMenu')).body.value as Schemas['LotteryMenu'];
    expect(menu.map((g) => g.groupId)).toEqual([
      'north',
      'central',
      'south',
      'fast',
      'sea',
      'speed',
      'international',
    ]);
    const elott = (await t.call('getLotteryMenu', { query: { prizeMode: 'Elott' } })).body
      .value as Schemas['LotteryMenu'];
    expect(elott.map((g) => g.groupId)).toEqual(['fast']);
    expect(elott[0]?.games.every((g) => g.prizeMode === 'Elott' && g.gameType === 'ELOTT')).toBe(
      true,
    );
  });

  it('lists the games of a prize mode with their open draw', async () => {
    const sea = (await t.call('listLotteryGames', { query: { prizeMode: 'SEA' } })).body
      .value as Schemas['LotteryGame'][];
    expect(sea.map((g) => g.gameCode)).toEqual(['MAG4D', 'DMC4D', 'TOTO4D', 'SG4D', 'SB4D']);
    const zy = (await t.call('listLotteryGames', { query: { prizeMode: 'ZY' } })).body
      .value as Schemas['LotteryGame'][];
    expect(zy.every((g) => g.vendor === 'ELOTT')).toBe(true);
    for (const game of [...sea, ...zy])
      expect(Date.parse(game.nextDrawTime ?? '')).toBeGreaterThan(t.backend.clock.nowMs());
    expect(t.violations).toEqual([]);
  });
});

describe('draws', () => {
  it('lists 100 Vietnamese draws soonest first, one open per game at most', async () => {
    const draws = (await t.call('listLotteryNumbers')).body.value as Schemas['LotteryNumber'][];
    expect(draws).toHaveLength(100);
    const times = draws.map((d) => Date.parse(d.drawTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const open = draws.filter((d) => d.status === 'open').map((d) => d.gameCode);
    expect(new Set(open).size).toBe(open.length);
    const vnmb = (await t.call('listLotteryNumbers', { query: { gameCode: 'VNMB', count: 3 } }))
      .body.value as Schemas['LotteryNumber'][];
    expect(vnmb.map((d) => d.gameCode)).toEqual(['VNMB', 'VNMB', 'VNMB']);
    expect(
      (await t.call('listLotteryNumbers', { query: { gameCode: 'NOPE' } })).body.value,
    ).toEqual([]);
  });

  it('opens the results of drawn draws only, stable over time, and moves on with the clock', async () => {
    const latest = (
      await t.call('listOpenedLotteryNumbers', { query: { gameCode: 'VNMB', count: 2 } })
    ).body.value as Schemas['LotteryOpenedNumber'][];
    expect(latest).toHaveLength(2);
    const [last] = latest;
    if (!last) throw new Error('no result');
    expect(Date.parse(last.drawTime)).toBeLessThanOrEqual(t.backend.clock.nowMs());
    const one = (
      await t.call('listOpenedLotteryNumbers', { query: { gameCode: 'VNMB', drawNo: last.drawNo } })
    ).body.value;
    expect(one).toEqual([last]);

    const [open] = (await t.call('listLotteryNumbers', { query: { gameCode: 'VNMB', count: 1 } }))
      .body.value as Schemas['LotteryNumber'][];
    if (!open) throw new Error('no open draw');
    expect(
      (
        await t.call('listOpenedLotteryNumbers', {
          query: { gameCode: 'VNMB', drawNo: open.drawNo },
        })
      ).status,
    ).toBe(404);
    t.backend.clock.advance(Date.parse(open.drawTime) - t.backend.clock.nowMs() + 1_000);
    const drawn = (
      await t.call('listOpenedLotteryNumbers', { query: { gameCode: 'VNMB', count: 2 } })
    ).body.value as Schemas['LotteryOpenedNumber'][];
    expect(drawn.map((d) => d.drawNo)).toEqual([open.drawNo, last.drawNo]);
    expect(drawn[1]).toEqual(last);
    t.backend.clock.offsetMs = 0;
    expect(t.violations).toEqual([]);
  });
});

describe('the lottery lobby', () => {
  it('opens the lobby or a betting page and lists the betting pages played as recent', async () => {
    const token = await t.tokenFor('demosubplayer');
    expect((await t.call('getRecentLotteryMenu', { token })).body.value).toEqual([]);
    const lobby = (await t.call('getLotteryLobby', { token })).body
      .value as Schemas['LaunchResult'];
    expect(new URL(lobby.url).searchParams.get('view')).toBe('lobby');
    expect((await t.call('getRecentLotteryMenu', { token })).body.value).toEqual([]);

    for (const gameCode of ['VNHCM', 'MAG4D', 'VNHCM', 'VNFAST5']) {
      const betting = await t.call('getLotteryLobby', {
        token,
        query: { view: 'betting', gameCode, language: 'VI' },
      });
      const url = new URL((betting.body.value as Schemas['LaunchResult']).url);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        view: 'betting',
        gameCode,
        lang: 'VI',
        area: 'VN',
      });
    }
    const recent = (await t.call('getRecentLotteryMenu', { token })).body
      .value as Schemas['LotteryMenu'];
    expect(recent).toHaveLength(1);
    expect(recent[0]?.groupId).toBe('recent');
    expect(recent[0]?.games.map((g) => g.gameCode)).toEqual(['VNFAST5', 'VNHCM', 'MAG4D']);
    // The route's play type wins over the game's default (VNHCM opens LO2 by default).
    const chosen = await t.call('getLotteryLobby', {
      token,
      query: { view: 'betting', gameCode: 'VNHCM', playType: 'DE3' },
    });
    const chosenUrl = new URL((chosen.body.value as Schemas['LaunchResult']).url);
    expect(chosenUrl.searchParams.get('playType')).toBe('DE3');
    const byDefault = new URL(
      (
        (await t.call('getLotteryLobby', { token, query: { view: 'betting', gameCode: 'VNHCM' } }))
          .body.value as Schemas['LaunchResult']
      ).url,
    );
    expect(byDefault.searchParams.get('playType')).toBe('LO2');
    expect(t.violations).toEqual([]);
  });

  it('refuses trial accounts and lotteries under maintenance', async () => {
    const trial = await t.tokenFor('demotrial');
    const refused = await t.call('getLotteryLobby', {
      token: trial,
      query: { view: 'betting', gameCode: 'VNMB' },
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 403,
      code: 'in_need_true_account',
    });
    const player = await t.tokenFor('demoplayer');
    const down = await t.call('getLotteryLobby', {
      token: player,
      query: { view: 'betting', gameCode: 'VNBL' },
    });
    expect({ status: down.status, code: down.body.code }).toEqual({
      status: 503,
      code: 'game_maintenance',
    });
    const menu = (await t.call('getLotteryMenu')).body.value as Schemas['LotteryMenu'];
    const bacLieu = menu.flatMap((g) => g.games).find((g) => g.gameCode === 'VNBL');
    expect(bacLieu?.maintenance?.endTime).toBe((down.body.value as { endTime: string }).endTime);
    expect(t.violations).toEqual([]);
  });
});

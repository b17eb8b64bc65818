import { describe, expect, it } from 'vitest';
import { toVendor } from '../presenters';
import { gameMenu, prizeModeOf } from './game-menu';
import { testCatalogue } from '../test-support';

const { index } = testCatalogue(50);
const menu = gameMenu(index.vendors, (v) => toVendor(v, 'http://sandbox.test', 0));

describe('gameMenu', () => {
  it('gives the lanes in display order, each ordered by sort', () => {
    expect(menu.map((lane) => lane.title)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'DS88',
    ]);
    for (const lane of menu)
      expect(lane.cards.map((c) => c.sort)).toEqual(lane.cards.map((_, i) => i + 1));
  });

  it('sends the esports providers inside SPORTS and DS88 as category 5, as the portal expects', () => {
    const sports = menu.find((lane) => lane.title === 'SPORTS');
    expect(sports?.cards.filter((c) => c.gameType === 'ESPORTS').map((c) => c.vendor)).toEqual([
      'IMES',
      'TF',
      'AV',
      'AI',
      'IA',
    ]);
    expect(menu.find((lane) => lane.title === 'DS88')).toMatchObject({
      id: 5,
      cards: [{ vendor: 'DS88' }],
    });
  });

  it('lets the portal derive the ELOTT prize mode', () => {
    expect(prizeModeOf(menu)).toBe('ELOTT');
    expect(prizeModeOf(menu.filter((lane) => lane.title !== 'ELOTT'))).toBe('LOTT');
  });
});

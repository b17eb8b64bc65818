import type { Faker } from '@faker-js/faker';
import type { WinnerRecord } from '../records';

/** Games the seeded winners won at (names only: the board shows no link). */
const winningGames = [
  'Fortune Dragon',
  'Baccarat A',
  'Golden Empire',
  'Ocean King Fishing',
  'Lightning Roulette',
  'Mahjong Ways',
  'Super Ace',
  'Sic Bo Deluxe',
  'Money Coming',
  'Crazy Time',
  'Tongits Go',
  'Lucky Neko',
] as const;

export const seededWinnerCount = 60;

function accountName(faker: Faker): string {
  const base = faker.internet
    .username()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const padded = `${base}${faker.string.numeric(4)}`;
  return padded.slice(0, faker.number.int({ min: 6, max: 14 }));
}

/** Sixty big wins, newest first, a few minutes apart before `nowMs`; the same on every seed. */
export function makeWinners(faker: Faker, nowMs: number): WinnerRecord[] {
  let time = nowMs;
  return Array.from({ length: seededWinnerCount }, (_, index) => {
    time -= faker.number.int({ min: 3, max: 45 }) * 60_000;
    return {
      id: index + 1,
      account: accountName(faker),
      gameName: faker.helpers.arrayElement(winningGames),
      prizeCents: faker.number.int({ min: 50_000, max: 5_000_000 }),
      time: new Date(time).toISOString(),
    };
  });
}

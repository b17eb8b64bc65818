import type { Faker } from '@faker-js/faker';
import { demoAccounts, type DemoAccountName } from '../../seed/demo-accounts';
import type { Db } from '../../db/create-db';
import type { SeedContext } from '../../seed/seed-context';
import { buildCatalogue } from './seed-data/build-catalogue';
import type { GameRecord, GameType } from './records';
import { buildBetHistory, type BetPlan } from './rules/bet-history';
import { catalogueIndex, type CatalogueIndex } from './rules/catalogue-index';
import { addFavorite } from './rules/favorites';
import { recordRecentGame } from './rules/recent-games';

/** Seeds the game catalogue (vendors, games, lottery games): immutable after seeding, kept across resets. */
export async function seedGames(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  if (!ctx.firstSeed && db.games.size > 0) return;
  const catalogue = buildCatalogue(ctx.fakerFor('games'), ctx.options.sizes.slotGames);
  await db.vendors.insertMany(catalogue.vendors);
  await db.lotteryGames.insertMany(catalogue.lotteryGames);
  await db.games.insertMany(catalogue.games);
}

/** Activity is history up to this fixed date, so the seed gives the same data on every run. */
const historyDays = 30;

/** Stake ranges and volumes of the named demo accounts (demotrial plays no real money). */
const demoPlans: Partial<Record<DemoAccountName, Omit<BetPlan, 'memberId' | 'fromMs' | 'toMs'>>> = {
  demoplayer: { count: 60, stake: { min: 1, max: 200 }, unsettled: 2, cancelled: 1 },
  demovip: { count: 80, stake: { min: 100, max: 20_000 }, unsettled: 2, cancelled: 1 },
  demomaster: { count: 10, stake: { min: 50, max: 2_000 }, unsettled: 0, cancelled: 0 },
  demoagent: { count: 15, stake: { min: 10, max: 1_000 }, unsettled: 1, cancelled: 0 },
  demosubagent: { count: 25, stake: { min: 5, max: 500 }, unsettled: 1, cancelled: 1 },
  demosubagent2: { count: 25, stake: { min: 5, max: 500 }, unsettled: 1, cancelled: 0 },
  demosubplayer: { count: 40, stake: { min: 1, max: 300 }, unsettled: 1, cancelled: 1 },
  demodefault: { count: 6, stake: { min: 1, max: 100 }, unsettled: 0, cancelled: 0 },
  demoexpired: { count: 6, stake: { min: 1, max: 100 }, unsettled: 0, cancelled: 0 },
  demosms: { count: 6, stake: { min: 1, max: 100 }, unsettled: 0, cancelled: 0 },
};

/** What members play: mostly slots and live tables, some sports, fishing, lottery and the rest. */
const typeWeights: { value: GameType; weight: number }[] = [
  { value: 'RNG', weight: 50 },
  { value: 'LIVE', weight: 20 },
  { value: 'SPORTS', weight: 9 },
  { value: 'FISH', weight: 8 },
  { value: 'LOTT', weight: 4 },
  { value: 'ELOTT', weight: 2 },
  { value: 'ESPORTS', weight: 3 },
  { value: 'PVP', weight: 3 },
  { value: 'DS88', weight: 1 },
];

/** Playable games per type; slots limited to the 400 most popular (people play what is popular). */
function gamePicker(faker: Faker, index: CatalogueIndex): () => GameRecord {
  const pools = new Map<GameType, GameRecord[]>();
  for (const { value } of typeWeights) {
    const pool = index.popular.filter((g) => g.gameType === value && g.maintenanceHours === null);
    pools.set(value, value === 'RNG' ? pool.slice(0, 400) : pool);
  }
  const weights = typeWeights.filter((w) => (pools.get(w.value)?.length ?? 0) > 0);
  return () => {
    const pool = pools.get(faker.helpers.weightedArrayElement(weights)) ?? [];
    return faker.helpers.arrayElement(pool);
  };
}

/** Favourites and recent games of a demo account, by vendor and game code. */
const demoFavorites: Partial<Record<DemoAccountName, string[]>> = {
  demoplayer: [
    'SABA:sports-saba-sportsbook',
    'KM:pvp-teen-patti',
    'TCG_LOTTO_VN:VNMB',
    'EVO:live-lightning-roulette',
    'JILI:fish-royal-fishing',
    'PP:gates-of-olympus',
    'JILI:super-ace',
    'PG:mahjong-ways',
  ],
  demovip: ['SEXY:live-sexy-baccarat-classic', 'EVO:lobby', 'PP:sweet-bonanza'],
};

async function seedRecentFromBets(
  db: Db,
  memberId: number,
  extra: string[],
  historyEnd: number,
): Promise<void> {
  const bets = db.betsOf(memberId).sort((a, b) => a.betTime.localeCompare(b.betTime));
  for (const bet of bets.slice(-15))
    await recordRecentGame(db, memberId, bet.gameNodeId, bet.betTime);
  const last = bets.at(-1)?.betTime ?? new Date(historyEnd).toISOString();
  for (const key of extra) {
    const game = db.gameByVendorCode(key);
    if (game) await recordRecentGame(db, memberId, game.nodeId, last);
  }
}

/**
 * Seeds what members did with games: bets (30 days up to the seed's anchor day, mostly settled, the latest few
 * open) for the demo accounts and every active generated member, plus favourites and recent games
 * of demoplayer and demovip. Bets move no money: they are settled history.
 */
export async function seedGameActivity(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const faker = ctx.fakerFor('games-activity');
  const historyEnd = Date.parse(ctx.options.anchor);
  const historyStart = historyEnd - historyDays * 86_400_000;
  const pick = gamePicker(faker, catalogueIndex(db));
  let seq = 0;
  const nextId = () => `B${String((seq += 1)).padStart(10, '0')}`;
  const window = { fromMs: historyStart, toMs: historyEnd };
  const demoNames = new Set<string>(demoAccounts.map((d) => d.account));

  const plans: BetPlan[] = [];
  for (const demo of demoAccounts) {
    const plan = demoPlans[demo.account];
    const member = db.memberByAccount(demo.account);
    if (plan && member) plans.push({ ...plan, ...window, memberId: member.id });
  }
  for (const member of db.members.all()) {
    if (demoNames.has(member.account) || member.type === 4) continue;
    if (!faker.datatype.boolean({ probability: 0.8 })) continue;
    plans.push({
      ...window,
      memberId: member.id,
      count: ctx.options.sizes.betsPerMember,
      stake: { min: 1, max: faker.helpers.arrayElement([50, 200, 500, 2_000]) },
      unsettled: faker.datatype.boolean({ probability: 0.25 }) ? 1 : 0,
      cancelled: faker.datatype.boolean({ probability: 0.15 }) ? 1 : 0,
    });
  }
  for (const plan of plans) await db.bets.insertMany(buildBetHistory(faker, plan, pick, nextId));

  for (const [account, keys] of Object.entries(demoFavorites)) {
    const member = db.memberByAccount(account);
    if (!member) continue;
    for (const [i, key] of keys.entries()) {
      const game = db.gameByVendorCode(key);
      if (game)
        await addFavorite(
          db,
          member.id,
          game.nodeId,
          new Date(historyEnd - (keys.length - i) * 86_400_000).toISOString(),
        );
    }
  }
  const player = db.memberByAccount('demoplayer');
  if (player)
    await seedRecentFromBets(
      db,
      player.id,
      ['TCG_LOTTO_VN:VNFAST5', 'TCG_LOTTO_VN:VNMB'],
      historyEnd,
    );
  const vip = db.memberByAccount('demovip');
  if (vip) await seedRecentFromBets(db, vip.id, ['SEXY:live-sexy-baccarat-classic'], historyEnd);
}

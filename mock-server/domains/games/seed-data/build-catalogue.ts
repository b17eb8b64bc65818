import type { Faker } from '@faker-js/faker';
import type {
  GameClassify,
  GameRecord,
  GameType,
  LotteryGameRecord,
  VendorRecord,
} from '../records';
import { lotteryGroups } from './lottery-catalogue';
import {
  adjectives,
  classifyWeights,
  curatedSlots,
  lineOptions,
  minBetOptions,
  nounsByClassify,
  slotVendorWeights,
  suffixes,
} from './slot-names';
import { fixedLanes, lotteryNodeBase, slotNodeBase, vendorCardNodeBase } from './table-games';
import {
  transferWalletVendorCodes,
  vendorDefinitions,
  type VendorDefinition,
} from './vendor-catalogue';

export interface Catalogue {
  vendors: VendorRecord[];
  games: GameRecord[];
  lotteryGames: LotteryGameRecord[];
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function vendorRecords(): VendorRecord[] {
  const sortInLane = new Map<number, number>();
  return vendorDefinitions.map((d) => {
    const sort = (sortInLane.get(d.laneId) ?? 0) + 1;
    sortInLane.set(d.laneId, sort);
    return {
      id: d.laneId * 100 + sort,
      vendor: d.vendor,
      name: d.name,
      logoPath: `/sandbox/img/vendor-${slugOf(d.vendor)}.svg`,
      gameType: d.gameType,
      sort,
      laneId: d.laneId,
      maintenanceHours: d.maintenanceHours,
      trialPlay: d.trialPlay,
      transferWallet: transferWalletVendorCodes.includes(d.vendor),
      openMode: d.openMode,
      popupList: d.popupList,
    };
  });
}

interface GameInput {
  nodeId: number;
  vendor: VendorDefinition;
  name: string;
  gameCode: string;
  classify: GameClassify | null;
  hot: boolean;
  isGame?: GameRecord['isGame'];
  defaultPlayType?: string | null;
  code?: string | null;
  minBet: number;
  lineNum: number;
  popularity: number;
  maintenanceHours?: number | null;
}

function gameRecord(input: GameInput): GameRecord {
  const nodeId = String(input.nodeId);
  return {
    id: nodeId,
    nodeId,
    vassalage: input.vendor.vendor,
    gameType: input.vendor.gameType,
    gameName: input.name,
    gameClassify: input.classify,
    isHot: input.hot ? 1 : 0,
    isGame: input.isGame ?? 'GAME',
    defaultPlayType: input.defaultPlayType ?? null,
    vendor: input.vendor.vendor,
    accountTypeName: input.vendor.vendor,
    gameCode: input.gameCode,
    code: input.code ?? null,
    minBet: input.minBet,
    lineNum: input.lineNum,
    popularity: input.popularity,
    maintenanceHours: input.maintenanceHours ?? input.vendor.maintenanceHours,
  };
}

const definitionsByKey = new Map(vendorDefinitions.map((d) => [`${d.gameType}:${d.vendor}`, d]));

function vendorDefinition(vendor: string, gameType: GameType): VendorDefinition {
  const found = definitionsByKey.get(`${gameType}:${vendor}`);
  if (!found) throw new Error(`No ${gameType} vendor ${vendor} in the vendor catalogue`);
  return found;
}

/** Vendors with a popup list get one `VASSALAGE` card standing for their lobby. */
function vendorCards(): GameRecord[] {
  return vendorDefinitions
    .filter((d) => d.popupList)
    .map((vendor, i) =>
      gameRecord({
        nodeId: vendorCardNodeBase + i + 1,
        vendor,
        name: vendor.name,
        gameCode: 'lobby',
        classify: vendor.gameType === 'RNG' ? 'slot' : 'table',
        hot: true,
        isGame: 'VASSALAGE',
        minBet: 1,
        lineNum: 1,
        popularity: 950_000 - i,
      }),
    );
}

/** A small seeded generator for the bulk of the slots: faker per field is too slow for 10,000 games. */
function fastRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * (max + 1));
  return {
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted<T>(items: readonly { value: T; weight: number }[]): T {
      let roll = next() * items.reduce((sum, i) => sum + i.weight, 0);
      for (const item of items) {
        roll -= item.weight;
        if (roll < 0) return item.value;
      }
      const last = items.at(-1);
      if (!last) throw new Error('pick from an empty list');
      return last.value;
    },
  };
}

/**
 * `count` slots: the curated titles first, then generated ones (adjective + noun + suffix, a number
 * appended when a name repeats). Plain objects in one pass: no lookups in the table while building.
 */
function slotGames(faker: Faker, count: number): GameRecord[] {
  const random = fastRandom(faker.number.int({ max: 2 ** 32 - 1 }));
  const games: GameRecord[] = [];
  const perVendor = new Map<string, number>();
  const usedNames = new Set<string>();
  const usedCodes = new Set<string>();
  /** The name, or the name with the first free number: unique, and so is its game code. */
  const uniqueName = (name: string): string => {
    let candidate = name;
    for (let n = 2; usedNames.has(candidate) || usedCodes.has(slugOf(candidate)); n += 1)
      candidate = `${name} ${n}`;
    usedNames.add(candidate);
    usedCodes.add(slugOf(candidate));
    return candidate;
  };
  const push = (
    vendorCode: string,
    input: Omit<GameInput, 'nodeId' | 'vendor' | 'gameCode' | 'code'>,
  ) => {
    const vendor = vendorDefinition(vendorCode, 'RNG');
    const seq = (perVendor.get(vendorCode) ?? 0) + 1;
    perVendor.set(vendorCode, seq);
    games.push(
      gameRecord({
        ...input,
        nodeId: slotNodeBase + games.length + 1,
        vendor,
        gameCode: slugOf(input.name),
        code: vendorCode === 'JDB' || vendorCode === 'CQ9' ? String(10_000 + seq) : null,
      }),
    );
  };

  for (const [vendorCode, titles] of Object.entries(curatedSlots)) {
    titles.forEach((title, i) => {
      if (games.length >= count) return;
      const classify = title.classify ?? 'slot';
      push(vendorCode, {
        name: uniqueName(title.name),
        classify,
        hot: title.hot === true,
        minBet: faker.helpers.arrayElement(minBetOptions),
        lineNum: faker.helpers.arrayElement(lineOptions[classify]),
        popularity: (title.hot ? 800_000 : 400_000) + faker.number.int({ max: 199_999 }) - i,
        maintenanceHours: title.maintenanceHours ?? null,
      });
    });
  }
  while (games.length < count) {
    const classify = random.weighted(classifyWeights);
    const name = `${random.pick(adjectives)} ${random.pick(nounsByClassify[classify])}${classify === 'slot' ? random.pick(suffixes) : ''}`;
    push(random.weighted(slotVendorWeights), {
      name: uniqueName(name),
      classify,
      hot: false,
      minBet: random.pick(minBetOptions),
      lineNum: random.pick(lineOptions[classify]),
      popularity: random.int(399_999),
    });
  }
  return games;
}

function fixedGames(faker: Faker): GameRecord[] {
  const games: GameRecord[] = [];
  for (const lane of fixedLanes) {
    let next = lane.nodeBase;
    for (const [vendorCode, titles] of Object.entries(lane.games)) {
      const vendor = vendorDefinition(vendorCode, lane.gameType);
      for (const title of titles) {
        next += 1;
        games.push(
          gameRecord({
            nodeId: next,
            vendor,
            name: title.name,
            gameCode: `${lane.gameType.toLowerCase()}-${slugOf(title.name)}`,
            classify: lane.classify,
            hot: title.hot === true,
            minBet: faker.helpers.arrayElement(lane.minBets),
            lineNum: 1,
            popularity: (title.hot ? 800_000 : 300_000) + faker.number.int({ max: 199_999 }),
            maintenanceHours: title.maintenanceHours ?? null,
          }),
        );
      }
    }
  }
  return games;
}

function lotteryCatalogue(faker: Faker): {
  games: GameRecord[];
  lotteryGames: LotteryGameRecord[];
} {
  const games: GameRecord[] = [];
  const lotteryGames: LotteryGameRecord[] = [];
  lotteryGroups.forEach((group, groupOrder) => {
    group.games.forEach((definition, sort) => {
      const { hot, maintenanceHours, ...lottery } = definition;
      const nodeId = lotteryNodeBase + lotteryGames.length + 1;
      lotteryGames.push({
        ...lottery,
        id: String(nodeId),
        groupId: group.groupId,
        groupTitle: group.groupTitle,
        groupOrder,
        sort,
        maintenanceHours: maintenanceHours ?? null,
      });
      games.push(
        gameRecord({
          nodeId,
          vendor: vendorDefinition(lottery.vendor, lottery.gameType),
          name: lottery.gameName,
          gameCode: lottery.gameCode,
          classify: null,
          hot: hot === true,
          defaultPlayType: lottery.defaultPlayType,
          minBet: lottery.gameType === 'ELOTT' ? 0.5 : 1,
          lineNum: 1,
          popularity: (hot ? 800_000 : 200_000) + faker.number.int({ max: 199_999 }),
          maintenanceHours: maintenanceHours ?? null,
        }),
      );
    });
  });
  return { games, lotteryGames };
}

/** The whole immutable catalogue, deterministic for a faker seed and a slot count. */
export function buildCatalogue(faker: Faker, slotCount: number): Catalogue {
  const lottery = lotteryCatalogue(faker);
  return {
    vendors: vendorRecords(),
    games: [
      ...vendorCards(),
      ...fixedGames(faker),
      ...lottery.games,
      ...slotGames(faker, slotCount),
    ],
    lotteryGames: lottery.lotteryGames,
  };
}

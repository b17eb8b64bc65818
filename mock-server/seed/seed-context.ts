import { Faker, en } from '@faker-js/faker';
import type { Clock } from '../core/clock';
import type { MockConfig } from '../core/mock-config';
import type { Db } from '../db/create-db';

/** How much data to make. Raise them for load tests (`npm run mock -- --scale 5`). */
export interface SeedSizes {
  /** Generated players besides the demo accounts. */
  players: number;
  /** Generated top-level agents, each with a downline tree. */
  agents: number;
  /** The slot (RNG) catalogue. */
  slotGames: number;
  /** Bets per member with activity (they drive reports, points and leaderboards). */
  betsPerMember: number;
}

export const defaultSeedSizes: SeedSizes = {
  players: 120,
  agents: 8,
  slotGames: 10_000,
  betsPerMember: 12,
};

export interface SeedOptions {
  /** The faker seed; the same seed always gives the same data. */
  seed: number;
  sizes: SeedSizes;
  /**
   * The day the seeded history leads up to (bets, payouts, contracts end here). Tests keep the
   * fixed default so their dates never move; the sandbox server anchors to today (UTC) so the
   * portal's "last 7 days" views have data (`sandboxSeedAnchor`).
   */
  anchor: string;
}

export const defaultSeedOptions: SeedOptions = {
  seed: 20_241_122,
  sizes: defaultSeedSizes,
  anchor: '2026-11-01T00:00:00.000Z',
};

/** Midnight UTC of the current day: the anchor of a sandbox started now. */
export function sandboxSeedAnchor(now = new Date()): string {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
}

export interface SeedContext {
  db: Db;
  clock: Clock;
  config: MockConfig;
  options: SeedOptions;
  /** A faker of its own per domain, so one domain's data never shifts because another changed. */
  fakerFor(domain: string): Faker;
  /**
   * False on a reset of a running backend: immutable catalogues (games, vendors) are still in
   * place and need not be made again.
   */
  firstSeed: boolean;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createSeedContext(args: Omit<SeedContext, 'fakerFor'>): SeedContext {
  return {
    ...args,
    fakerFor(domain) {
      const faker = new Faker({ locale: [en] });
      faker.seed(args.options.seed ^ hash(domain));
      // The seed's anchor day, so generated dates lead up to it and do not move within a run.
      faker.setDefaultRefDate(new Date(args.options.anchor));
      return faker;
    },
  };
}

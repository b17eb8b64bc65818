import type { SeedContext } from '../../seed/seed-context';
import { trialAccountType } from '../../core/members';
import { missionWindow } from './rules/mission-progress';
import { missionCatalogue, promotionCatalogue } from './seed-data/catalogue';
import { seedDemoPlayer, seedDemoVip } from './seed-data/demo';
import { seedGeneratedMember } from './seed-data/generated';
import { seedWriters } from './seed-data/writers';
import { seedChatRooms } from './seed-data/chat';

const hourMs = 3_600_000;

/**
 * Seeds the engagement domain after accounts (and bets) exist: the promotion and mission
 * catalogues, then demoplayer's and demovip's hand-made data, then a little of everything for
 * every other real member. Dates hang off the seed's hour, so running promotions run and past
 * events are in the past whenever the sandbox starts; everything else comes from the domain's faker.
 */
export async function seedEngagement(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const anchor = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  await db.promotions.insertMany(promotionCatalogue(anchor));
  await db.missions.insertMany(missionCatalogue(anchor));

  const write = seedWriters(db);
  const demo = { db, write, anchor, now };
  const player = db.memberByAccount('demoplayer');
  if (player) await seedDemoPlayer(demo, player);
  const vip = db.memberByAccount('demovip');
  if (vip) await seedDemoVip(demo, vip);

  const faker = ctx.fakerFor('engagement');
  const checkIns = db.missions.get(405);
  const weekKey = checkIns ? missionWindow(checkIns, now).key : 'W';
  const others = db.members
    .all()
    .filter((m) => m.type !== trialAccountType && m.id !== player?.id && m.id !== vip?.id)
    .sort((a, b) => a.id - b.id);
  for (const member of others) await seedGeneratedMember(faker, write, member, anchor, weekKey);
  await seedChatRooms(db, now);
}

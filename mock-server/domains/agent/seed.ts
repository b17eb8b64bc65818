import { isAgent } from '../../core/members';
import type { MemberRecord } from '../../db/core-records';
import type { SeedContext } from '../../seed/seed-context';
import { seedDays } from './seed-data/seed-clock';
import { seedDemoContracts, seedGeneratedContracts } from './seed-data/seed-contracts';
import { seedAgentNotices } from './seed-data/seed-notices';
import { seedDemoSettlements } from './seed-data/seed-settlements';
import { setRealtimeSettledUpTo } from './rules/realtime-salary';
import { windowStartAt } from './rules/realtime-windows';

const demoNames = ['demomaster', 'demoagent', 'demosubagent', 'demosubagent2'] as const;

/**
 * Seeds the agent domain after accounts, wallets and bets exist: agent announcements, contracts in
 * every state for the demo tree (demomaster -> demoagent -> demosubagent -> demosubagent2), the
 * settlements of their past periods, daily salary contracts in the generated agent trees, and the
 * instant real-time salary is settled up to.
 */
export async function seedAgent(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const faker = ctx.fakerFor('agent');
  const d = seedDays(faker.defaultRefDate().getTime());
  await seedAgentNotices(db, faker, d);

  const [master, agent, subagent, subagent2] = demoNames.map((name) => db.memberByAccount(name));
  if (master && agent && subagent && subagent2) {
    const tree = { master, agent, subagent, subagent2 };
    const contracts = await seedDemoContracts(db, tree, d);
    await seedDemoSettlements(db, tree, contracts, faker, d);
  }

  const demo = new Set<string>(demoNames);
  const topAgents = db.members
    .all()
    .filter((m: MemberRecord) => m.uplineId === null && isAgent(m) && !demo.has(m.account));
  await seedGeneratedContracts(db, faker, topAgents, d);

  // The seeded history's real-time salary is paid above (per day); windows are settled from the
  // boundary at or before the seed clock on (the later of the clock's now and the seed's end).
  await setRealtimeSettledUpTo(
    db,
    windowStartAt(Math.max(ctx.clock.nowMs(), Date.parse(d.nowIso))),
  );
}

import { isAgent } from '../../core/members';
import type { MemberRecord } from '../../db/core-records';
import type { SeedContext } from '../../seed/seed-context';
import { seedDays } from './seed-data/seed-clock';
import { seedDemoContracts, seedGeneratedContracts } from './seed-data/seed-contracts';
import { seedAgentNotices } from './seed-data/seed-notices';
import { seedDemoSettlements } from './seed-data/seed-settlements';

const demoNames = ['demomaster', 'demoagent', 'demosubagent', 'demosubagent2'] as const;

/**
 * Seeds the agent domain after accounts, wallets and bets exist: agent announcements, contracts in
 * every state for the demo tree (demomaster -> demoagent -> demosubagent -> demosubagent2), the
 * settlements of their past periods, and daily salary contracts in the generated agent trees.
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
}

import { Clock } from '../../core/clock';
import { createMember } from '../../core/members';
import { toCents } from '../../core/money';
import type { BetRecord, MemberRecord } from '../../db/core-records';
import { createDb } from '../../db/create-db';
import type { SeedOptions } from '../../seed/seed-context';
import type { TestBackend } from '../../testing/test-backend';
import type { ExclusionRecord } from './records';
import type { ProtectionEnv } from './rules/protection-env';

/** A small world for this domain's behaviour tests: the demo accounts plus a few generated members. */
export const smallSeed: Partial<SeedOptions> = {
  sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 4 },
};

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;

/** An empty backend for rule tests: no seed, real tables, a clock the test moves. */
export function emptyEnv(): ProtectionEnv {
  return { db: createDb(), clock: new Clock() };
}

export function addMember(env: ProtectionEnv, account: string): Promise<MemberRecord> {
  return createMember(env.db, {
    account,
    password: 'demo1234',
    type: 0,
    createdAt: env.clock.iso(),
    firstTimeLogin: false,
  });
}

export { depositFor } from '../wallet/test-support';

let betSeq = 0;

/** A bet of the member placed at `betTime`, straight into the core bets table (as the games domain would). */
export function betFor(
  env: ProtectionEnv,
  memberId: number,
  bet: { stake: number; payout: number; betTime: string; status?: BetRecord['status'] },
): Promise<BetRecord> {
  betSeq += 1;
  const status = bet.status ?? 'settled';
  const stake = toCents(bet.stake);
  const payout = status === 'settled' ? toCents(bet.payout) : 0;
  return env.db.bets.insert({
    id: `PROTECTION-${betSeq}`,
    memberId,
    gameNodeId: 'protection-test',
    gameName: 'Protection test table',
    gameType: 'RNG',
    vendor: 'TEST',
    betAmountCents: stake,
    validBetCents: stake,
    payoutCents: payout,
    winLossCents: payout - stake,
    status,
    betTime: bet.betTime,
    settleTime: status === 'settled' ? bet.betTime : null,
  });
}

export function memberIdOf(t: TestBackend, account: string): number {
  const member = t.backend.db.memberByAccount(account.toLowerCase());
  if (!member) throw new Error(`No member ${account}`);
  return member.id;
}

/**
 * Puts a member in an exclusion straight into the table, without ending its sessions: for cases
 * that need one in force while the member still holds a session (which starting one through the
 * API never leaves).
 */
export function excludeDirectly(
  t: TestBackend,
  account: string,
  exclusion: Pick<ExclusionRecord, 'kind' | 'period'> & { endsInMs: number },
): Promise<ExclusionRecord> {
  const nowMs = t.backend.clock.nowMs();
  return t.backend.db.exclusions.insert({
    id: `EXTEST${t.backend.db.exclusions.size + 1}`,
    memberId: memberIdOf(t, account),
    kind: exclusion.kind,
    period: exclusion.period,
    startedAt: new Date(nowMs).toISOString(),
    endsAt: new Date(nowMs + exclusion.endsInMs).toISOString(),
  });
}

import { createDb, type Db } from '../../../db/create-db';
import type { BetRecord, MemberRecord } from '../../../db/core-records';
import { createMember } from '../../../core/members';
import { toCents } from '../../../core/money';
import type { Schemas } from '../../../core/handler-types';
import { missionCatalogue, promotionCatalogue } from '../seed-data/catalogue';

/** An empty db with this domain's catalogues, for the rules' unit tests (no other domain's seed). */
export async function catalogueDb(anchor: Date): Promise<Db> {
  const db = createDb();
  await db.promotions.insertMany(promotionCatalogue(anchor));
  await db.missions.insertMany(missionCatalogue(anchor));
  return db;
}

export function playerIn(
  db: Db,
  account: string,
  profile: Record<string, string | null> = {},
): Promise<MemberRecord> {
  return createMember(db, {
    account,
    password: 'demo1234',
    type: 0,
    profile,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

let betSeq = 0;
export function betFor(
  db: Db,
  memberId: number,
  bet: {
    gameType: Schemas['GameType'];
    validBet: number;
    time: string;
    status?: BetRecord['status'];
  },
): Promise<BetRecord> {
  betSeq += 1;
  const cents = toCents(bet.validBet);
  return db.bets.insert({
    id: `UNIT-${betSeq}`,
    memberId,
    gameNodeId: 'unit',
    gameName: 'Unit table',
    gameType: bet.gameType,
    vendor: 'UNIT',
    betAmountCents: cents,
    validBetCents: cents,
    payoutCents: 0,
    winLossCents: -cents,
    status: bet.status ?? 'settled',
    betTime: bet.time,
    settleTime: bet.status === 'unsettled' ? null : bet.time,
  });
}

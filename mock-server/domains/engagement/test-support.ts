import type { BetRecord, MemberRecord } from '../../db/core-records';
import { createMember } from '../../core/members';
import type { OperationId, Schemas, SuccessValue } from '../../core/handler-types';
import { toCents } from '../../core/money';
import type { CallResult, TestBackend } from '../../testing/test-backend';
import { createDb, type Db } from '../../db/create-db';
import { missionCatalogue, promotionCatalogue } from './seed-data/catalogue';

/** Helpers for this domain's conformance cases and tests (state set up directly in the db). */

export const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A JPEG's first bytes (FF D8 FF E0 ...): enough for the signature check. */
export const tinyJpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHSEfHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
/** JPEG bytes labelled as PNG: the pattern accepts it, the signature check does not. */
export const jpegLabelledPng = tinyJpeg.replace('image/jpeg', 'image/png');
/** A PNG signature followed by zeros, 5,242,884 bytes decoded: 4 bytes over the 5 MB limit. */
export const oversizedPng = `data:image/png;base64,iVBORw0KGgoA${'A'.repeat(6_990_512 - 12)}`;

export function memberNamed(t: TestBackend, account: string): MemberRecord {
  const member = t.backend.db.memberByAccount(account.toLowerCase());
  if (!member) throw new Error(`No member ${account}`);
  return member;
}

export function rewardNamed(t: TestBackend, account: string, title: string) {
  const reward = t.backend.db
    .rewardsOfMember(memberNamed(t, account).id)
    .find((r) => r.title === title);
  if (!reward) throw new Error(`No reward "${title}" of ${account}`);
  return reward;
}

export function prizeNamed(t: TestBackend, account: string, prizeName: string) {
  const prize = t.backend.db
    .rafflePrizesOfMember(memberNamed(t, account).id)
    .find((p) => p.prizeName === prizeName);
  if (!prize) throw new Error(`No prize "${prizeName}" of ${account}`);
  return prize;
}

export function firstMessageOf(t: TestBackend, account: string, read: boolean) {
  const message = t.backend.db
    .platformMessagesOfMember(memberNamed(t, account).id)
    .find((m) => (m.readTime !== null) === read);
  if (!message) throw new Error(`No ${read ? 'read' : 'unread'} message of ${account}`);
  return message;
}

/** Books a settled bet for a member straight into the core bets table (as the games domain would). */
export async function insertSettledBet(
  t: TestBackend,
  account: string,
  bet: { gameType: Schemas['GameType']; validBet: number; betTime?: string },
): Promise<BetRecord> {
  const member = memberNamed(t, account);
  const time = bet.betTime ?? t.backend.clock.iso();
  const cents = toCents(bet.validBet);
  return t.backend.db.bets.insert({
    id: `ENGTEST-${t.backend.db.bets.size + 1}-${member.id}`,
    memberId: member.id,
    gameNodeId: 'test-node',
    gameName: 'Test table',
    gameType: bet.gameType,
    vendor: 'TEST',
    betAmountCents: cents,
    validBetCents: cents,
    payoutCents: 0,
    winLossCents: -cents,
    status: 'settled',
    betTime: time,
    settleTime: time,
  });
}

export async function setProfile(
  t: TestBackend,
  account: string,
  field: 'zalo' | 'whatsapp',
  value: string | null,
): Promise<void> {
  await t.backend.db.members.update(memberNamed(t, account).id, (m) => {
    m.profile = { ...m.profile, [field]: value };
  });
}

export function mainBalanceCents(t: TestBackend, account: string): number {
  return t.backend.db.wallets.get(`${memberNamed(t, account).id}:MAIN`)?.balanceCents ?? 0;
}

/** The success value of an answer, typed by its operation (the response validation checked its shape). */
export function valueOf<O extends OperationId>(
  _operationId: O,
  result: CallResult,
): SuccessValue<O> {
  if (!result.body.success)
    throw new Error(`${_operationId} failed: ${JSON.stringify(result.body)}`);
  return result.body.value as SuccessValue<O>;
}

/** A new real member with no bets, rewards or messages: for tests that must count every bet. */
export async function freshMember(t: TestBackend, account: string): Promise<MemberRecord> {
  return createMember(t.backend.db, {
    account,
    password: 'demo1234',
    type: 0,
    createdAt: t.backend.clock.iso(),
  });
}

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

import type { Db } from '../db/create-db';
import type { AccountType, MemberRecord } from '../db/core-records';
import type { Schemas } from './handler-types';
import { ensureWallet, mainWallet, toCents } from './money';

export const trialAccountType = 4;
/** Types with an agent area (section 6 lists 4 too, but trial accounts are refused everywhere). */
export const agentAccountTypes: readonly AccountType[] = [1, 2, 41, 42];

export function isAgent(member: Pick<MemberRecord, 'type'>): boolean {
  return agentAccountTypes.includes(member.type);
}

export function clubLabelFor(rankLevel: number): Schemas['ClubLabel'] {
  const names = ['Newcomer', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal', 'Black'];
  const labelName = names[Math.min(rankLevel, names.length - 1)] ?? 'Newcomer';
  return { labelName, rankLevel };
}

export interface NewMember {
  account: string;
  password: string;
  type: AccountType;
  uplineId?: number | null;
  rankLevel?: number;
  nickname?: string;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  email?: string | null;
  passwordExpired?: boolean;
  firstTimeLogin?: boolean;
  paymentPassword?: string | null;
  openingBalance?: number;
  language?: string;
  profile?: Record<string, string | null>;
  createdAt: string;
}

function nextMemberId(db: Db): number {
  let id = 10_001 + db.members.size;
  while (db.members.get(id)) id += 1;
  return id;
}

/**
 * Creates a member with its main wallet. Used by registration, downline registration and the seed,
 * so every member anywhere has the same shape. The opening balance is seed money: it enters the
 * platform here (and nowhere else outside deposits).
 */
export async function createMember(db: Db, input: NewMember): Promise<MemberRecord> {
  const upline = input.uplineId ? db.members.get(input.uplineId) : undefined;
  const member = await db.members.insert({
    id: nextMemberId(db),
    account: input.account,
    password: input.password,
    paymentPassword: input.paymentPassword ?? null,
    nickname: input.nickname ?? input.account,
    type: input.type,
    uplineId: upline?.id ?? null,
    level: upline ? upline.level + 1 : 0,
    clubLabel: clubLabelFor(input.rankLevel ?? 0),
    memberLabel: [],
    mobileNum: input.mobileNum ?? null,
    countryDialingCode: input.countryDialingCode ?? (input.mobileNum ? '+63' : null),
    email: input.email ?? null,
    language: input.language ?? 'EN',
    currency: 'PHP',
    status: 'normal',
    passwordChangedAt: input.createdAt,
    passwordExpired: input.passwordExpired ?? false,
    firstTimeLogin: input.firstTimeLogin ?? true,
    createdAt: input.createdAt,
    lastLoginAt: null,
    profile: input.profile ?? {},
    avatarUrl: null,
    registerIp: null,
  });
  const wallet = await ensureWallet(db, member.id, mainWallet);
  const opening = toCents(input.openingBalance ?? 0);
  if (opening > 0) {
    await db.wallets.update(wallet.id, (w) => {
      w.balanceCents += opening;
    });
  }
  return member;
}

/** True when `memberId` is `agentId` itself or anywhere below it. */
export function isInTree(db: Db, agentId: number, memberId: number): boolean {
  let current = db.members.get(memberId);
  while (current) {
    if (current.id === agentId) return true;
    current = current.uplineId ? db.members.get(current.uplineId) : undefined;
  }
  return false;
}

/** Every member below `agentId` (not the agent itself), breadth first, with its depth below it. */
export function downlineTree(
  db: Db,
  agentId: number,
  maxDepth = Number.POSITIVE_INFINITY,
): { member: MemberRecord; depth: number }[] {
  const result: { member: MemberRecord; depth: number }[] = [];
  let frontier = [agentId];
  for (let depth = 1; frontier.length > 0 && depth <= maxDepth; depth += 1) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const child of db.downlinesOf(id)) {
        result.push({ member: child, depth });
        next.push(child.id);
      }
    }
    frontier = next;
  }
  return result;
}

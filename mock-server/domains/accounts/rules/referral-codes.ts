import { isAgent, trialAccountType } from '../../../core/members';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';

const maxCodeLength = 16;
const minCodeLength = 4;

/** The code a member's account suggests: its letters and digits in upper case (`demoagent` -> `DEMOAGENT`). */
export function baseReferralCode(account: string): string {
  const code = account
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, maxCodeLength);
  return code.padEnd(minCodeLength, 'X');
}

/** The base code, or the base with the member id when another member holds the base already. */
function derivedCode(db: Db, member: Pick<MemberRecord, 'id' | 'account'>): string {
  const base = baseReferralCode(member.account);
  const holder = db.memberReferralCodes.get(base);
  if (!holder || holder.memberId === member.id) return base;
  const suffix = String(member.id);
  return `${base.slice(0, maxCodeLength - suffix.length)}${suffix}`;
}

/**
 * Gives a member its invitation code (deterministic: from the account, the id breaking ties) and
 * stores it. Every real member gets one; agents' codes make new members their downline.
 */
export async function assignReferralCode(
  db: Db,
  member: Pick<MemberRecord, 'id' | 'account' | 'type'>,
): Promise<string | null> {
  if (member.type === trialAccountType) return null;
  const existing = db.referralCodeOfMember(member.id);
  if (existing) return existing.id;
  const code = derivedCode(db, member);
  await db.memberReferralCodes.insert({ id: code, memberId: member.id });
  return code;
}

/**
 * The invitation code of a member (the agent area's referral link uses it). Members made outside
 * this domain without a stored code get the same derived code, so both directions agree.
 */
export function referralCodeOf(db: Db, memberId: number): string | null {
  const stored = db.referralCodeOfMember(memberId);
  if (stored) return stored.id;
  const member = db.members.get(memberId);
  return member && member.type !== trialAccountType ? derivedCode(db, member) : null;
}

/** The member an invitation code belongs to (any case), or undefined. */
export function memberByReferralCode(db: Db, code: string): MemberRecord | undefined {
  const normalized = code.trim().toUpperCase();
  const stored = db.memberReferralCodes.get(normalized);
  if (stored) return db.members.get(stored.memberId);
  // Rare: a member created by another domain that never stored its code.
  return db.members
    .all()
    .find(
      (m) =>
        m.type !== trialAccountType &&
        !db.referralCodeOfMember(m.id) &&
        derivedCode(db, m) === normalized,
    );
}

/** Whether new members may join under this member with its code: an active agent. */
export function acceptsInvitations(member: MemberRecord): boolean {
  return isAgent(member) && member.status === 'normal';
}

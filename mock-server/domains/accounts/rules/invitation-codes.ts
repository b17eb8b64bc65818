import { fail } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import type { MemberRecord } from '../../../db/core-records';
import {
  checkRegisterField,
  defaultRegisterValidators,
} from '../../system/rules/register-validators';
import { maskAccount } from './masking';
import { enforced } from './password-policy';
import { acceptsInvitations, memberByReferralCode } from './referral-codes';

/** An invitation code must look like one (the `affiliateCode` rule): else 400 `invitation_code_error`. */
function malformedCode(code: string, field: string): Failure | null {
  const problem = checkRegisterField(enforced(defaultRegisterValidators().affiliateCode), code);
  return problem ? fail(400, 'invitation_code_error', 'invalid invitation code', { field }) : null;
}

/**
 * `checkAffiliateCode`: unknown codes are 404; a code of a member who may not take new members (a
 * player, a frozen agent) answers `valid: false` without the agent. Codes work on every domain of
 * the sandbox. Only a display name of the agent is shown.
 */
export function checkInvitationCode(
  db: Db,
  rawCode: string,
): Failure | Schemas['AffiliateCodeCheck'] {
  const code = rawCode.trim().toUpperCase();
  const malformed = malformedCode(code, 'query.code');
  if (malformed) return malformed;
  const owner = memberByReferralCode(db, code);
  if (!owner)
    return fail(404, 'invitation_code_error', 'invalid invitation code', { field: 'query.code' });
  if (!acceptsInvitations(owner)) return { code, valid: false };
  return {
    code,
    valid: true,
    agent: {
      agentId: String(owner.id),
      displayName: (owner.nickname || maskAccount(owner.account)).slice(0, 64),
    },
  };
}

export interface Invitation {
  code: string;
  /** Whose code it was. */
  inviter: MemberRecord;
  /** The agent the new member joins: the inviting agent, or the inviting player's own upline. */
  uplineId: number | null;
}

/**
 * The invitation of a registration: `affiliateCode` must be an agent's code; `referralCode` (from a
 * friend's invite link) may also be a player's, and the new member then joins the friend's team.
 */
export function resolveInvitation(
  db: Db,
  payload: { affiliateCode?: string; referralCode?: string },
): Failure | Invitation | null {
  const fromField = payload.affiliateCode?.trim();
  const code = (fromField || payload.referralCode?.trim() || '').toUpperCase();
  if (!code) return null;
  const field = fromField ? 'body.affiliateCode' : 'body.referralCode';
  const malformed = malformedCode(code, field);
  if (malformed) return malformed;
  const inviter = memberByReferralCode(db, code);
  const refused = fail(400, 'invitation_code_error', 'invalid invitation code', { field });
  if (!inviter || inviter.status !== 'normal') return refused;
  if (acceptsInvitations(inviter)) return { code, inviter, uplineId: inviter.id };
  if (fromField) return refused;
  return { code, inviter, uplineId: inviter.uplineId };
}

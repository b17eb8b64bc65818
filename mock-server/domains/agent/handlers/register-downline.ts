import { defineHandler } from '../../../core/define-handler';
import { created, fail, refusals } from '../../../core/envelope';
import type { MockBackend } from '../../../core/backend';
import type { Failure, HandlerResult, Schemas } from '../../../core/handler-types';
import { withinLimit } from '../../../core/rate-limits';
import type { MemberRecord } from '../../../db/core-records';
import { createMember, isAgent } from '../../../core/members';
import { assignReferralCode } from '../../accounts/rules/referral-codes';
import {
  checkRegisterField,
  defaultRegisterValidators,
} from '../../system/rules/register-validators';
import { recordOffer } from '../rules/contract-store';
import { downlineView } from '../presenters';
import { isKindEnabled, kindLabel } from '../rules/contract-kinds';
import { termsProblem } from '../rules/contract-rates';

type Registration = Schemas['DownlineRegistration'];

/** The published registration rules (system domain) applied to a downline registration; null when it passes. */
function registrationProblem(body: Registration): Failure | null {
  const rules = defaultRegisterValidators();
  if (checkRegisterField(rules.username, body.username)) {
    return refusals.invalid(
      'body.username',
      `username must be ${rules.username.minLength}-${rules.username.maxLength} letters and digits, starting with a letter`,
    );
  }
  if (checkRegisterField(rules.password, body.password)) {
    return fail(
      400,
      'password_rule',
      `password must be ${rules.password.minLength}-${rules.password.maxLength} letters and digits with at least one of each`,
      {
        field: 'body.password',
      },
    );
  }
  if (body.confirmPassword !== body.password)
    return fail(400, 'password_mismatch', 'confirm password does not match', {
      field: 'body.confirmPassword',
    });
  const offers = body.contractOffers ?? [];
  if (offers.length > 0 && !isAgent({ type: body.type })) {
    return refusals.invalid(
      'body.contractOffers',
      'only agent accounts can receive contract offers',
    );
  }
  const kinds = new Set(offers.map((terms) => terms.kind));
  if (kinds.size !== offers.length)
    return refusals.invalid('body.contractOffers', 'offer at most one contract per kind');
  for (const [index, terms] of offers.entries()) {
    const problem = termsProblem(terms);
    if (problem) return refusals.invalid(`body.contractOffers.${index}.tiers`, problem);
  }
  return null;
}

/**
 * Registration centre: a new direct downline of the caller, with optional contract offers (status
 * new). Limited per agent (`downlineRegistrationsPerAgentPerHour`; 429 `too_many_requests`).
 */
export const registerDownlineHandler = defineHandler(
  'registerDownline',
  'agent',
  ({ body, backend, me }) => {
    const agent = me();
    return withinLimit(
      backend,
      {
        name: 'downlineRegistrations',
        key: `member:${agent.id}`,
        perHour: backend.config.downlineRegistrationsPerAgentPerHour,
        what: 'downline registrations by this agent',
      },
      () => registerDownline(backend, agent, body),
    );
  },
);

async function registerDownline(
  backend: MockBackend,
  agent: MemberRecord,
  body: Registration,
): Promise<HandlerResult<'registerDownline'>> {
  const { db, clock, config } = backend;
  const problem = registrationProblem(body);
  if (problem) return problem;
  const offers = body.contractOffers ?? [];
  const disabled = offers.find((terms) => !isKindEnabled(config.flags, terms.kind));
  if (disabled) return refusals.featureDisabled(kindLabel[disabled.kind]);
  if (db.memberByAccount(body.username.toLowerCase())) {
    return fail(409, 'username_taken', 'this username is already registered', {
      field: 'body.username',
    });
  }
  const now = clock.iso();
  const member = await createMember(db, {
    account: body.username,
    password: body.password,
    type: body.type,
    uplineId: agent.id,
    nickname: body.nickname ?? '',
    firstTimeLogin: true,
    paymentPassword: null,
    createdAt: now,
  });
  // Every real member holds an invitation code (the accounts domain's rule), agents to grow a team.
  await assignReferralCode(db, member);
  for (const terms of offers) {
    await recordOffer(db, {
      uplineId: agent.id,
      downlineId: member.id,
      terms,
      confirmLowerRate: false,
      now,
    });
  }
  const view = downlineView(db, member, 1);
  if (!view) throw new Error('a registered downline is never a trial account');
  return created<'registerDownline'>(view);
}

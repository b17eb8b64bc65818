import { Table } from '../../db/typed-collection';
import type {
  CaptchaRecord,
  LoginGuardRecord,
  SmsCodeRecord,
  InboxRecord,
  ReferralCodeRecord,
  AvatarRecord,
  FreePlayNonceRecord,
  PaymentPasswordGuardRecord,
  SecondFactorSettingsRecord,
  SecondFactorChallengeRecord,
  SocialLinkRecord,
  SocialCodeNonceRecord,
} from './records';

/** The accounts domain's own @msw/data tables (see mock-server/README.md). */
export function createAccountsTables() {
  const captchas = new Table<CaptchaRecord>();
  const loginGuards = new Table<LoginGuardRecord>();
  const smsCodes = new Table<SmsCodeRecord>();
  const inbox = new Table<InboxRecord>();
  const memberReferralCodes = new Table<ReferralCodeRecord>();
  const memberAvatars = new Table<AvatarRecord>();
  const freePlayNonces = new Table<FreePlayNonceRecord>();
  const paymentPasswordGuards = new Table<PaymentPasswordGuardRecord>();
  const secondFactorSettings = new Table<SecondFactorSettingsRecord>();
  const secondFactorChallenges = new Table<SecondFactorChallengeRecord>();
  const socialLinks = new Table<SocialLinkRecord>();
  const socialCodeNonces = new Table<SocialCodeNonceRecord>();
  return {
    captchas,
    captchasOfClient: captchas.groupIndex((c) => c.clientKey),
    loginGuards,
    smsCodes,
    smsCodesTo: smsCodes.groupIndex((s) => s.to),
    inbox,
    inboxTo: inbox.groupIndex((m) => m.to),
    memberReferralCodes,
    referralCodeOfMember: memberReferralCodes.uniqueIndex((r) => r.memberId),
    memberAvatars,
    freePlayNonces,
    paymentPasswordGuards,
    secondFactorSettings,
    secondFactorChallenges,
    socialLinks,
    socialCodeNonces,
  };
}

export type AccountsTables = ReturnType<typeof createAccountsTables>;

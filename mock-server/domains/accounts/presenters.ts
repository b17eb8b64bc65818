import type { Schemas } from '../../core/handler-types';
import type { MemberRecord } from '../../db/core-records';
import type { AccountsEnv } from './rules/accounts-env';
import { maskEmail, maskMobile } from './rules/masking';
import { isPasswordExpired } from './rules/password-policy';

type Language = NonNullable<Schemas['MemberInfo']['language']>;
const languages: readonly Language[] = ['EN', 'TY', 'CN', 'ID', 'TH', 'VI'];
/** The contract's `isAgent` includes type 4 as the notes list it (the portal filters it out). */
const agentFlagTypes = new Set([1, 2, 4, 41, 42]);

export function languageOf(member: Pick<MemberRecord, 'language'>): Language {
  return languages.find((l) => l === member.language) ?? 'EN';
}

/** `getMemberInfo`: the signed-in member, with contact details masked. */
export function memberInfoOf(env: AccountsEnv, member: MemberRecord): Schemas['MemberInfo'] {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname.slice(0, 32),
    type: member.type,
    isAgent: agentFlagTypes.has(member.type),
    toUpline: member.uplineId !== null,
    clubLabel: member.clubLabel,
    memberLabel: member.memberLabel.slice(0, 20),
    vipRankLevel: member.clubLabel.rankLevel,
    currency: member.currency,
    currencySymbol: 'P',
    hasPaymentPassword: member.paymentPassword !== null,
    mobileNum: maskMobile(member.mobileNum),
    countryDialingCode: member.mobileNum ? member.countryDialingCode : null,
    email: maskEmail(member.email),
    passwordExpired: isPasswordExpired(env, member),
    language: languageOf(member),
    customerId: `C${member.id}`,
  };
}

/** The profile fields kept in `MemberRecord.profile` (the rest live on the member itself). */
export const profileFields = [
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
] as const;

/** `getMemberProfile`: the owner's own form, unmasked except the read-only phone number. */
export function memberProfileOf(member: MemberRecord): Schemas['MemberProfile'] {
  const field = (name: string) => member.profile[name] || null;
  return {
    account: member.account,
    payeeName: field('payeeName'),
    mobileNum: maskMobile(member.mobileNum),
    countryDialingCode: member.mobileNum ? member.countryDialingCode : null,
    nickname: member.nickname || null,
    email: member.email || null,
    birthday: field('birthday'),
    nationality: field('nationality'),
    address: field('address'),
    occupation: field('occupation'),
    sourceOfIncome: field('sourceOfIncome'),
    telegram: field('telegram'),
    zalo: field('zalo'),
    whatsapp: field('whatsapp'),
    line: field('line'),
    facebook: field('facebook'),
    wechat: field('wechat'),
  };
}

import type { components } from '../../../openapi/runtime/generated/openapi';

type Schemas = components['schemas'];

/** The choices of the records' filters, in the contract's order (its enums). */
export const gameTypes: readonly Schemas['GameType'][] = [
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'DS88',
];

export const betStatuses: readonly Schemas['BetStatus'][] = ['unsettled', 'settled', 'cancelled'];

export const transactionTypes: readonly Schemas['TransactionType'][] = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'rebate',
  'points',
  'agentTransfer',
  'dividend',
  'salary',
  'adjustment',
];

export const bonusTypes: readonly Schemas['BonusDetail']['bonusType'][] = [
  'promotion',
  'reward',
  'mission',
  'raffle',
  'rebate',
  'referral',
  'manual',
];

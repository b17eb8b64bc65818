import type { Faker } from '@faker-js/faker';
import type { MemberRecord } from '../../../db/core-records';
import type { DepositOutcome, ReceiptResult, WithdrawalOutcome } from '../records';

/**
 * What a member did with the wallet before the sandbox started, as dated events. The seed applies
 * them in time order with the same money primitive as the handlers, so ledger balances follow each
 * other and money only enters through the opening balance, approved deposits and conversions.
 */
export type HistoryEvent =
  | { kind: 'toVendor'; at: string; vendor: string; share: number }
  | {
      kind: 'deposit';
      at: string;
      channelId: string;
      cents: number;
      outcome: DepositOutcome;
      payerName: string | null;
      reference: string | null;
    }
  | {
      kind: 'withdrawal';
      at: string;
      /** A fixed amount, or a share of the main wallet at that time. */
      cents: number | null;
      share: number;
      outcome: WithdrawalOutcome;
      /** The member's answer some minutes after payout; null leaves it to the automatic receipt. */
      receipt: { result: ReceiptResult; afterMinutes: number; receivedCents: number | null } | null;
    }
  | { kind: 'pointsGrant'; at: string; points: number }
  | {
      kind: 'redeem';
      at: string;
      goodsId: string;
      quantity: number;
      paymentAccount: string | null;
      receivingAddress: string | null;
      outcome: 'approved' | 'rejected';
    }
  | { kind: 'convert'; at: string; points: number };

const dayMs = 86_400_000;
/** The day the demo accounts' dated history below was written to lead up to. */
const demoHistoryDay = Date.UTC(2026, 10, 1);

/**
 * The demo accounts' history moves with the calendar: each dated event keeps its distance from
 * `demoHistoryDay`, counted from today's midnight (UTC) instead, so the wallet's "previous 30
 * days" shows the same deposits and withdrawals whatever day the sandbox starts (never earlier
 * than written, so no event lands after now).
 */
const daysOnFrom = (nowMs: number) => {
  const shiftMs = Math.max(0, Math.floor((nowMs - demoHistoryDay) / dayMs) * dayMs);
  return (text: string) => new Date(Date.parse(text) + shiftMs).toISOString();
};
const minutesBefore = (nowMs: number, minutes: number) =>
  new Date(nowMs - minutes * 60_000).toISOString();

/**
 * demoplayer, the account the README points to first: every deposit, withdrawal and redemption
 * state, money in three vendor wallets (one under maintenance), a withdrawal awaiting confirmation
 * and a physical-goods redemption still under review when the sandbox starts.
 */
export function demoPlayerHistory(nowMs: number): HistoryEvent[] {
  const iso = daysOnFrom(nowMs);
  const address = 'Demo Player, 09171234567, 1 Demo Street, Makati City';
  return [
    { kind: 'pointsGrant', at: iso('2026-02-01T08:00:00Z'), points: 15_000 },
    {
      kind: 'deposit',
      at: iso('2026-09-10T10:00:00Z'),
      channelId: 'gcash',
      cents: 1_000_00,
      outcome: 'approved',
      payerName: null,
      reference: null,
    },
    { kind: 'toVendor', at: iso('2026-09-12T12:00:00Z'), vendor: 'PG', share: 0.12 },
    { kind: 'toVendor', at: iso('2026-09-12T12:01:00Z'), vendor: 'EVO', share: 0.09 },
    { kind: 'toVendor', at: iso('2026-09-12T12:02:00Z'), vendor: 'SEXY', share: 0.05 },
    {
      kind: 'withdrawal',
      at: iso('2026-09-20T09:00:00Z'),
      cents: 300_00,
      share: 0,
      outcome: 'paid',
      receipt: { result: 'partlyReceived', afterMinutes: 20, receivedCents: 200_00 },
    },
    {
      kind: 'deposit',
      at: iso('2026-10-02T11:00:00Z'),
      channelId: 'bank-bdo',
      cents: 500_00,
      outcome: 'approved',
      payerName: 'Demo Player',
      reference: 'BDO-778812',
    },
    {
      kind: 'deposit',
      at: iso('2026-10-08T15:30:00Z'),
      channelId: 'bank-bpi',
      cents: 200_00,
      outcome: 'rejected',
      payerName: 'Demo Player',
      reference: null,
    },
    {
      kind: 'redeem',
      at: iso('2026-10-10T13:00:00Z'),
      goodsId: 'G3001',
      quantity: 1,
      paymentAccount: null,
      receivingAddress: null,
      outcome: 'approved',
    },
    {
      kind: 'withdrawal',
      at: iso('2026-10-15T08:00:00Z'),
      cents: 400_00,
      share: 0,
      outcome: 'paid',
      receipt: { result: 'received', afterMinutes: 12, receivedCents: null },
    },
    {
      kind: 'redeem',
      at: iso('2026-10-18T19:00:00Z'),
      goodsId: 'G2002',
      quantity: 1,
      paymentAccount: null,
      receivingAddress: address,
      outcome: 'rejected',
    },
    {
      kind: 'withdrawal',
      at: iso('2026-10-22T07:45:00Z'),
      cents: 250_00,
      share: 0,
      outcome: 'paid',
      receipt: null,
    },
    { kind: 'convert', at: iso('2026-10-25T10:15:00Z'), points: 2_000 },
    {
      kind: 'withdrawal',
      at: iso('2026-10-28T16:20:00Z'),
      cents: 150_00,
      share: 0,
      outcome: 'rejected',
      receipt: null,
    },
    {
      kind: 'deposit',
      at: iso('2026-10-30T21:00:00Z'),
      channelId: 'maya',
      cents: 300_00,
      outcome: 'cancelled',
      payerName: null,
      reference: null,
    },
    // Live when the sandbox starts: paid 5 minutes ago, awaiting the player's confirmation.
    {
      kind: 'withdrawal',
      at: minutesBefore(nowMs, 8),
      cents: 500_00,
      share: 0,
      outcome: 'paid',
      receipt: null,
    },
    // Live: physical goods are reviewed 24 hours after applying.
    {
      kind: 'redeem',
      at: minutesBefore(nowMs, 60),
      goodsId: 'G2002',
      quantity: 1,
      paymentAccount: null,
      receivingAddress: address,
      outcome: 'approved',
    },
  ];
}

/** Extra history of the other demo accounts: points for the mall, and for demovip a live payout. */
export function demoExtraHistory(account: string, nowMs: number): HistoryEvent[] {
  const iso = daysOnFrom(nowMs);
  if (account === 'demovip') {
    return [
      // Live when the sandbox starts: paid 2 minutes ago, awaiting the player's confirmation.
      {
        kind: 'withdrawal',
        at: minutesBefore(nowMs, 5),
        cents: 2_000_00,
        share: 0,
        outcome: 'paid',
        receipt: null,
      },
      { kind: 'pointsGrant', at: iso('2026-02-01T08:00:00Z'), points: 60_000 },
      {
        kind: 'redeem',
        at: iso('2026-10-05T10:00:00Z'),
        goodsId: 'G1001',
        quantity: 2,
        paymentAccount: 'zalo-0901234567',
        receivingAddress: null,
        outcome: 'approved',
      },
      { kind: 'convert', at: iso('2026-10-20T10:00:00Z'), points: 10_000 },
    ];
  }
  if (account === 'demoagent') {
    return [
      { kind: 'pointsGrant', at: iso('2026-02-01T08:00:00Z'), points: 8_000 },
      {
        kind: 'redeem',
        at: iso('2026-10-12T09:30:00Z'),
        goodsId: 'G3002',
        quantity: 2,
        paymentAccount: null,
        receivingAddress: null,
        outcome: 'approved',
      },
    ];
  }
  return [];
}

const depositChannels = [
  'bank-bdo',
  'bank-bpi',
  'gcash',
  'maya',
  'online-banking',
  'usdt-trc20',
] as const;
const channelsNeedingPayer = new Set<string>(['bank-bdo', 'bank-bpi']);
const channelsNeedingReference = new Set<string>(['bank-bdo', 'usdt-trc20']);
const channelMinimum: Record<string, number> = { 'online-banking': 200_00, 'usdt-trc20': 500_00 };

/**
 * Everyone else: some deposits, money moved into one or two vendor wallets, and now and then a
 * withdrawal, all dated between the member's creation and the seed's reference date. Trial accounts
 * only move money into vendor wallets (they never deposit or withdraw).
 */
export function generatedHistory(
  faker: Faker,
  member: MemberRecord,
  vendorCodes: readonly string[],
): HistoryEvent[] {
  const refDate = faker.defaultRefDate();
  const from = new Date(
    Math.max(Date.parse(member.createdAt), refDate.getTime() - 120 * 86_400_000),
  );
  const when = () => faker.date.between({ from, to: refDate }).toISOString();
  const events: HistoryEvent[] = [];
  const trial = member.type === 4;

  if (!trial) {
    for (let i = faker.number.int({ min: 0, max: 2 }); i > 0; i -= 1) {
      const channelId = faker.helpers.arrayElement(depositChannels);
      const cents = Math.max(
        channelMinimum[channelId] ?? 0,
        faker.helpers.arrayElement([200, 500, 1_000, 2_000, 5_000]) * 100,
      );
      events.push({
        kind: 'deposit',
        at: when(),
        channelId,
        cents,
        outcome: faker.number.int({ min: 1, max: 10 }) === 1 ? 'rejected' : 'approved',
        payerName: channelsNeedingPayer.has(channelId) ? member.nickname : null,
        reference: channelsNeedingReference.has(channelId)
          ? faker.string.alphanumeric({ length: 10, casing: 'upper' })
          : null,
      });
    }
  }
  for (const vendor of faker.helpers.arrayElements(vendorCodes, { min: 1, max: 2 })) {
    events.push({
      kind: 'toVendor',
      at: when(),
      vendor,
      share: faker.number.float({ min: 0.05, max: 0.15, fractionDigits: 2 }),
    });
  }
  if (!trial && faker.datatype.boolean({ probability: 0.4 })) {
    const confirmed = faker.datatype.boolean({ probability: 0.6 });
    events.push({
      kind: 'withdrawal',
      at: when(),
      cents: null,
      share: faker.number.float({ min: 0.2, max: 0.4, fractionDigits: 2 }),
      outcome: 'paid',
      receipt: confirmed
        ? {
            result: 'received',
            afterMinutes: faker.number.int({ min: 5, max: 25 }),
            receivedCents: null,
          }
        : null,
    });
  }
  return events;
}

import { sessionSchema, walletSchema } from './core-schemas';
import { Table } from './typed-collection';
import type {
  BetRecord,
  IdempotencyRecord,
  LedgerRecord,
  MemberRecord,
  SessionRecord,
  WalletRecord,
} from './core-records';

export function createCoreTables() {
  const members = new Table<MemberRecord>();
  const sessions = new Table<SessionRecord>(sessionSchema);
  const wallets = new Table<WalletRecord>(walletSchema);
  const ledger = new Table<LedgerRecord>();
  const idempotency = new Table<IdempotencyRecord>();
  const bets = new Table<BetRecord>();
  return {
    members,
    memberByAccount: members.uniqueIndex((m) => m.account.toLowerCase()),
    memberByMobile: members.uniqueIndex((m) =>
      m.mobileNum ? `${m.countryDialingCode ?? ''}${m.mobileNum}` : null,
    ),
    downlinesOf: members.groupIndex((m) => m.uplineId),
    sessions,
    sessionsOf: sessions.groupIndex((s) => s.memberId),
    wallets,
    walletsOf: wallets.groupIndex((w) => w.memberId),
    ledger,
    ledgerOf: ledger.groupIndex((l) => l.memberId),
    idempotency,
    bets,
    betsOf: bets.groupIndex((b) => b.memberId),
  };
}

export type CoreTables = ReturnType<typeof createCoreTables>;

import type { Db } from '../../../db/create-db';
import { isLowerRate } from './contract-rates';
import { inForceStatuses, liveStatuses, type ContractTransition } from './contract-transitions';
import type { ContractKind, ContractRecord, ContractTerms } from '../records';

/** Contract lookups and state changes over the agentContracts table (indexes, no scans). */

const between = (
  db: Db,
  uplineId: number,
  downlineId: number,
  kind: ContractKind,
): ContractRecord[] =>
  db.contractsOfferedBy(uplineId).filter((c) => c.downlineId === downlineId && c.kind === kind);

export function pendingOffer(
  db: Db,
  uplineId: number,
  downlineId: number,
  kind: ContractKind,
): ContractRecord | undefined {
  return between(db, uplineId, downlineId, kind).find((c) => c.status === 'new');
}

export function contractInForce(
  db: Db,
  uplineId: number,
  downlineId: number,
  kind: ContractKind,
): ContractRecord | undefined {
  return between(db, uplineId, downlineId, kind).find((c) => inForceStatuses.includes(c.status));
}

/**
 * The lower-rate rule (section 4): the contracts of this kind that `downlineId` itself gave to its
 * own downlines (new, in force or being ended) and that pay more than `terms`.
 */
export function lowerRateConflicts(
  db: Db,
  downlineId: number,
  kind: ContractKind,
  terms: ContractTerms,
): ContractRecord[] {
  return db
    .contractsOfferedBy(downlineId)
    .filter(
      (c) => c.kind === kind && liveStatuses.includes(c.status) && isLowerRate(terms, c.terms),
    );
}

export function nextContractId(db: Db): string {
  let n = 1001 + db.agentContracts.size;
  while (db.agentContracts.get(`ct-${n}`)) n += 1;
  return `ct-${n}`;
}

export interface NewOffer {
  uplineId: number;
  downlineId: number;
  terms: ContractTerms;
  confirmLowerRate: boolean;
  now: string;
}

/** Records an offer (status `new`), pointing at the contract in force it would supersede. */
export async function recordOffer(db: Db, offer: NewOffer): Promise<ContractRecord> {
  const replaced = contractInForce(db, offer.uplineId, offer.downlineId, offer.terms.kind);
  return db.agentContracts.insert({
    id: nextContractId(db),
    kind: offer.terms.kind,
    status: 'new',
    uplineId: offer.uplineId,
    downlineId: offer.downlineId,
    terms: offer.terms,
    confirmLowerRate: offer.confirmLowerRate,
    ...(replaced ? { replacesContractId: replaced.id } : {}),
    createdAt: offer.now,
    updatedAt: offer.now,
  });
}

async function end(
  db: Db,
  id: string,
  endReason: NonNullable<ContractRecord['endReason']>,
  now: string,
): Promise<void> {
  await db.agentContracts.update(id, (c) => {
    c.status = 'terminated';
    c.endReason = endReason;
    c.endedAt = now;
    c.updatedAt = now;
  });
}

/**
 * Applies a process action. Accepting an offer first ends the contracts it displaces: the one in
 * force between the same parties (`superseded`) and the downline's own higher-rate contracts
 * (`lowerRate`, passed in after the caller checked they were confirmed).
 */
export async function applyTransition(
  db: Db,
  contract: ContractRecord,
  transition: ContractTransition,
  lowerRateVictims: readonly ContractRecord[],
  now: string,
): Promise<ContractRecord> {
  if (transition.takesEffect) {
    const replaced = contractInForce(db, contract.uplineId, contract.downlineId, contract.kind);
    if (replaced) await end(db, replaced.id, 'superseded', now);
    for (const victim of lowerRateVictims) await end(db, victim.id, 'lowerRate', now);
  }
  return db.agentContracts.update(contract.id, (c) => {
    c.status = transition.status;
    c.updatedAt = now;
    if (transition.takesEffect) c.effectiveAt = now;
    if (transition.endReason) {
      c.endReason = transition.endReason;
      c.endedAt = now;
    }
    if (transition.terminationRequestedBy)
      c.terminationRequestedBy = transition.terminationRequestedBy;
    // Back in force after a refused termination request: nothing is being asked any more.
    else if (transition.terminationRequestedBy === null) delete c.terminationRequestedBy;
  });
}

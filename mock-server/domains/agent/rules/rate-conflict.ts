import { fail } from '../../../core/envelope';
import type { ErrorEnvelope, Failure, Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';
import { contractView } from '../presenters';
import type { ContractRecord } from '../records';

/** 409 `contract_rate_conflict` listing the contracts the lower-rate rule would end. */
export function rateConflict(db: Db, conflicts: readonly ContractRecord[], field: string): Failure {
  const value: ErrorEnvelope['value'] & Schemas['ContractConflictError']['value'] = {
    conflictingContracts: conflicts.map((c) => contractView(db, c)),
  };
  return fail(
    409,
    'contract_rate_conflict',
    'the downline holds contracts of this kind with a higher rate; confirm the lower rate to end them',
    {
      field,
      value,
    },
  );
}

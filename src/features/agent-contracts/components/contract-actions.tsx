import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import {
  contractActions,
  type ContractAction,
  type ContractSide,
  type ProcessAction,
} from '../rules/contract-actions';
import type { Contract } from '../rules/contract-terms';
import { rateConflictOf } from '../rules/rate-conflict';
import { RateConflictDialog } from './rate-conflict-dialog';

/** The kind's process operation (`process<Kind>Contract`), as the page's parts call it. */
export interface ProcessContract {
  send(body: {
    contractId: string;
    action: ProcessAction;
    confirmLowerRate?: boolean;
  }): Promise<Contract>;
  busy: boolean;
}

/**
 * The buttons a party has on one contract (contractActions): those that end something ask first in
 * a dialog; accepting an offer that the lower-rate rule refuses (409 `contract_rate_conflict`)
 * shows the warning with the contracts that would end and, on confirm, accepts again with
 * `confirmLowerRate: true`. The outcome is said in the page's status line (`onDone`).
 */
export function ContractActions({
  contract,
  side,
  process,
  onDone,
}: {
  contract: Contract;
  side: ContractSide;
  process: ProcessContract;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<ContractAction | null>(null);
  const [conflict, setConflict] = useState<Contract[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions = contractActions(contract, side);
  const counterparty = side === 'upline' ? contract.downline : contract.upline;

  const run = async (action: ContractAction, confirmLowerRate = false) => {
    setError(null);
    try {
      await process.send({
        contractId: contract.contractId,
        action: action.action,
        ...(confirmLowerRate ? { confirmLowerRate: true } : {}),
      });
      setAsking(null);
      setConflict(null);
      onDone(t(`agent-contracts.done.${action.id}`, { account: counterparty }));
    } catch (thrown) {
      setAsking(null);
      const conflicting = rateConflictOf(thrown);
      if (conflicting) {
        setConflict(conflicting);
        return;
      }
      setConflict(null);
      setError(t(`errors.${isApiError(thrown) ? thrown.key : 'unknown_error'}`));
    }
  };

  if (actions.length === 0) {
    return contract.status === 'termination' ? (
      <p className="contract-waiting">
        {t('agent-contracts.waitingFor', { account: counterparty })}
      </p>
    ) : null;
  }
  const kind = t(`agent-contracts.kinds.${contract.kind}`);
  const accept = actions.find((a) => a.id === 'accept');

  return (
    <div className="contract-actions">
      {actions.map((action) => (
        <Button
          key={action.id}
          variant={action.id === 'accept' ? 'primary' : 'secondary'}
          busy={process.busy && asking === null && conflict === null}
          onClick={() => (action.confirm ? setAsking(action) : void run(action))}
        >
          {t(`agent-contracts.actions.${action.id}`)}
        </Button>
      ))}
      {error ? (
        <p className="contract-error" role="alert">
          {error}
        </p>
      ) : null}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking ? t(`agent-contracts.confirm.${asking.id}Title`) : ''}
      >
        {asking ? (
          <div className="contract-dialog">
            <p>{t(`agent-contracts.confirm.${asking.id}`, { account: counterparty, kind })}</p>
            <div className="contract-dialog__buttons">
              <Button variant="secondary" onClick={() => setAsking(null)}>
                {t('agent-contracts.actions.cancel')}
              </Button>
              <Button busy={process.busy} onClick={() => void run(asking)}>
                {t(`agent-contracts.actions.${asking.id}`)}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
      <RateConflictDialog
        conflict={
          conflict ? { contracts: conflict, intro: t('agent-contracts.conflict.accept') } : null
        }
        busy={process.busy}
        onCancel={() => setConflict(null)}
        onConfirm={() => (accept ? void run(accept, true) : undefined)}
      />
    </div>
  );
}

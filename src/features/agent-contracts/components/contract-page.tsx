import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import type { Contract, ContractKind } from '../rules/contract-terms';
import type { ProcessContract } from './contract-actions';
import { DividendRecords } from './dividend-records';
import { MyContract } from './my-contract';
import { OfferForm } from './offer-form';
import { TeamContracts } from './team-contracts';
import '../../../components/records/records.css';
import './agent-contracts.css';

/** A `process<Kind>Contract` mutation as the page's parts call it (see ProcessContract). */
export function asProcess(mutation: {
  mutateAsync(init: { body: Parameters<ProcessContract['send']>[0] }): Promise<{ value: Contract }>;
  isPending: boolean;
}): ProcessContract {
  return {
    send: async (body) => (await mutation.mutateAsync({ body })).value,
    busy: mutation.isPending,
  };
}

/**
 * A contract page of one kind (sections 3 and 4): my contract with my upline (when I have one),
 * the contracts with my team and the offer form; for a dividend its records, for a real-time
 * salary when it is settled. The outcome of every action is said in one status line.
 */
export function ContractPage({ kind, process }: { kind: ContractKind; process: ProcessContract }) {
  const { t } = useTranslation();
  const member = useAtomValue(memberInfoAtom);
  const address = useAgentCentreAddress();
  const [message, setMessage] = useState('');
  const ids = { mine: useId(), team: useId(), offer: useId(), records: useId() };
  const kindName = t(`agent-contracts.kinds.${kind}`);

  return (
    <div className="agent-contracts">
      {kind === 'realtimeSalary' ? (
        <p className="agent-contracts__note">{t('agent-contracts.realtime.settled')}</p>
      ) : null}
      <p className="agent-contracts__status" role="status">
        {message}
      </p>
      {member?.toUpline ? (
        <section aria-labelledby={ids.mine} className="agent-contracts__section">
          <h4 id={ids.mine}>{t('agent-contracts.mine.title')}</h4>
          <MyContract kind={kind} process={process} onDone={setMessage} />
        </section>
      ) : null}
      <section aria-labelledby={ids.team} className="agent-contracts__section">
        <h4 id={ids.team}>{t('agent-contracts.team.title')}</h4>
        <TeamContracts kind={kind} process={process} onDone={setMessage} />
      </section>
      <section aria-labelledby={ids.offer} className="agent-contracts__section">
        <h4 id={ids.offer}>{t('agent-contracts.offer.title', { kind: kindName })}</h4>
        <OfferForm kind={kind} account={address.extras.account} onDone={setMessage} />
      </section>
      {kind === 'dividend' ? (
        <section aria-labelledby={ids.records} className="agent-contracts__section">
          <h4 id={ids.records}>{t('agent-contracts.records.title')}</h4>
          <DividendRecords />
        </section>
      ) : null}
    </div>
  );
}

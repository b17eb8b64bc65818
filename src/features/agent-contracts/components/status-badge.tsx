import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../rules/contract-terms';

/** A contract's status in words, coloured by state (the colour only repeats the word). */
export function StatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`contract-status contract-status--${status}`}>
      {t(`agent-contracts.status.${status}`)}
    </span>
  );
}

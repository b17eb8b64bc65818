import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type Status = components['schemas']['DepositStatus'] | components['schemas']['WithdrawalStatus'];

const tones: Record<Status, 'wait' | 'good' | 'bad' | 'act'> = {
  pending: 'wait',
  processing: 'wait',
  approved: 'good',
  paid: 'act',
  received: 'good',
  autoReceived: 'good',
  partlyReceived: 'bad',
  notReceived: 'bad',
  rejected: 'bad',
  cancelled: 'bad',
};

/** A deposit's or withdrawal's state in words, coloured by what it means for the player. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span className={`wallet-status wallet-status--${tones[status]}`}>
      {t(`wallet.status.${status}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone, type ActivityStatus } from '../rules/promotion-actions';

/** A promotion's status (section 4) as a pill: its colour by tone, its meaning always in words. */
export function StatusPill({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`promotion-status promotion-status--${statusTone(status)}`}>
      {t(`promotions.status.${statusLabelKey(status)}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone, type ActivityStatus } from '../rules/activity-status';

/** A reward's or a mission's status (section 4) as a labelled pill, coloured by its tone. */
export function ActivityStatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`engagement-status engagement-status--${statusTone(status)}`}>
      {t(`engagement.status.${statusLabelKey(status)}`)}
    </span>
  );
}

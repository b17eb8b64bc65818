import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { formatEndTime } from '../../../lib/format/end-time';
import { StatusPageFrame, type StatusPageSlots } from './status-page-frame';
import { useLocale } from '../../../hooks/use-language-code';

type SystemStatus = components['schemas']['SystemStatus'];

function WrenchIcon() {
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76Z" />
    </svg>
  );
}

/**
 * The maintenance page (status 1, section 2): the operator's title, the planned end in the
 * visitor's date format when set, the operator's text and the customer-service button.
 */
export function MaintenancePage({ status, ...slots }: { status: SystemStatus } & StatusPageSlots) {
  const { t } = useTranslation();
  const locale = useLocale();
  const endTime = formatEndTime(status.endTime, locale);
  return (
    <StatusPageFrame icon={<WrenchIcon />} testId="maintenance-page" {...slots}>
      <h1 className="status-page__title">{status.title ?? t('system-status.maintenance.title')}</h1>
      <p className="status-page__lead">{t('system-status.maintenance.lead')}</p>
      {endTime && status.endTime ? (
        <p className="status-page__detail">
          <span className="status-page__label">{t('system-status.maintenance.endsAt')}</span>{' '}
          <time dateTime={status.endTime}>{endTime}</time>
        </p>
      ) : (
        <p className="status-page__detail">{t('system-status.maintenance.noEndTime')}</p>
      )}
      {status.info ? <p className="status-page__info">{status.info}</p> : null}
    </StatusPageFrame>
  );
}

/** The default export is what the root layout loads on demand. */
export default MaintenancePage;

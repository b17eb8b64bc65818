import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { StatusPageFrame, type StatusPageSlots } from './status-page-frame';

type SystemStatus = components['schemas']['SystemStatus'];

function GlobeIcon() {
  return (
    <svg
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      <path d="m5 5 14 14" strokeWidth="2.2" />
    </svg>
  );
}

/** The region-blocked page (status 2, section 2): the visitor's IP, the operator's text, customer service. */
export function RegionBlockedPage({
  status,
  ...slots
}: { status: SystemStatus } & StatusPageSlots) {
  const { t } = useTranslation();
  return (
    <StatusPageFrame icon={<GlobeIcon />} testId="region-blocked-page" {...slots}>
      <h1 className="status-page__title">{t('system-status.regionBlocked.title')}</h1>
      <p className="status-page__lead">{t('system-status.regionBlocked.lead')}</p>
      <p className="status-page__detail">
        <span className="status-page__label">{t('system-status.regionBlocked.ip')}</span>{' '}
        <code className="status-page__ip">{status.ip}</code>
      </p>
      {status.info ? <p className="status-page__info">{status.info}</p> : null}
      <p className="status-page__hint">{t('system-status.regionBlocked.hint')}</p>
    </StatusPageFrame>
  );
}

/** The default export is what the root layout loads on demand. */
export default RegionBlockedPage;

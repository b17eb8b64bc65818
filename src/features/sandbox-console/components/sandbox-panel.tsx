import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSessionKeepingMerchant } from '../../../lib/storage/session-values';
import { useGetSandboxConfig } from '../api/use-get-sandbox-config';
import { FeatureFlagsSection } from './feature-flags-section';
import { ResetSection } from './reset-section';
import { SystemStatusSection } from './system-status-section';
import './sandbox-console.css';
import './sandbox-panel.css';

/**
 * The console's status, flags and reset inside the page — `npm run dev` only (the root layout loads
 * it behind `import.meta.env.DEV`, so builds do not contain it). Under `npm run dev` the mock runs in
 * each page, so the console at /sandbox (another page) would switch its own copy: this panel
 * switches the page's. The portal re-reads its status and permission at once.
 */
export default function SandboxPanel() {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const config = useGetSandboxConfig(open);

  const closeOnEscape = (event: KeyboardEvent) => {
    // A dialog of the panel (the reset's confirmation) handles its own Escape.
    if (event.key === 'Escape' && open && !document.querySelector('[role="dialog"]')) {
      setOpen(false);
      document.getElementById(`${bodyId}-toggle`)?.focus();
    }
  };

  return (
    <div className="sandbox-panel" data-dev-sandbox-panel="" onKeyDown={closeOnEscape}>
      <button
        id={`${bodyId}-toggle`}
        type="button"
        className="sandbox-panel__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('sandbox-console.panel.toggle')}
      </button>
      {open ? (
        <div
          id={bodyId}
          className="sandbox-panel__body"
          role="region"
          aria-label={t('sandbox-console.panel.title')}
        >
          <p className="sandbox-panel__note">{t('sandbox-console.panel.devOnly')}</p>
          {config.status === 'success' ? (
            <>
              <SystemStatusSection config={config.data} />
              <FeatureFlagsSection config={config.data} />
            </>
          ) : config.status === 'error' ? (
            <p role="alert">{t('sandbox-console.panel.unreachable')}</p>
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
          <ResetSection
            onReset={() => {
              // Every session ended with the reset: start again signed out, as a fresh visitor.
              clearSessionKeepingMerchant();
              window.location.reload();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

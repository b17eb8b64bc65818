import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './status-page.css';

export interface StatusPageSlots {
  /** The customer-service button (composed by the app from the customer-service feature). */
  serviceAction?: ReactNode;
  /** Language and theme switches (composed by the app), so the page can be read as the visitor likes. */
  toolbar?: ReactNode;
}

/** The shared frame of the maintenance and region-blocked pages: brand bar, one card, the actions. */
export function StatusPageFrame({
  icon,
  children,
  serviceAction,
  toolbar,
  testId,
}: StatusPageSlots & { icon: ReactNode; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-page" data-testid={testId}>
      <header className="status-page__bar">
        <span className="status-page__brand">{t('header.brand')}</span>
        {toolbar ? <div className="status-page__toolbar">{toolbar}</div> : null}
      </header>
      <main id="main" className="status-page__main">
        <div className="status-page__card">
          <div className="status-page__icon">{icon}</div>
          {children}
          {serviceAction ? <div className="status-page__actions">{serviceAction}</div> : null}
        </div>
      </main>
    </div>
  );
}

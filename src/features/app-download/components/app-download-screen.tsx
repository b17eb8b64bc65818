import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { QueryState } from '../../../components/query-state';
import { useListRouters } from '../api/use-list-routers';
import { appLinksOf, type AppLink } from '../rules/app-links';
import '../../../components/button.css';
import './app-download.css';

/**
 * The app download page (`/down`, `/download`): iOS, Android and the lite web app, each with a QR
 * code of its address, a button that opens it and how to install it. The addresses are the site's
 * resources from `listRouters`.
 */
export default function AppDownloadScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const routers = useListRouters();
  return (
    <section className="page app-download" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('site-pages.app-download.title')}</h1>
      <p className="app-download__intro">{t('site-pages.app-download.intro')}</p>
      <QueryState
        query={routers}
        failedText={t('site-pages.app-download.failed')}
        isEmpty={(data) => appLinksOf(data.resources, window.location.origin).length === 0}
        empty={<p className="app-download__intro">{t('site-pages.app-download.empty')}</p>}
      >
        {(data) => (
          <ul className="app-download__apps">
            {appLinksOf(data.resources, window.location.origin).map((link) => (
              <AppCard key={link.kind} link={link} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function AppCard({ link }: { link: AppLink }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = t(`site-pages.app-download.apps.${link.kind}.name`);
  return (
    <li className="app-download__app" aria-labelledby={headingId} data-app={link.kind}>
      <h2 id={headingId}>{name}</h2>
      <QrCode text={link.href} label={t('site-pages.app-download.qr', { name })} size={168} />
      <a
        className="btn btn--primary app-download__link"
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(`site-pages.app-download.apps.${link.kind}.action`)}
      </a>
      <ol className="app-download__steps">
        {(['scan', 'install', 'open'] as const).map((step) => (
          <li key={step}>{t(`site-pages.app-download.apps.${link.kind}.steps.${step}`)}</li>
        ))}
      </ol>
    </li>
  );
}

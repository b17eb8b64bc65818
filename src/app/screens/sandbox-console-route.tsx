import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installControlToken } from '../../features/sandbox-console/api/control-token';
import { BrandSection } from '../../features/sandbox-console/components/brand-section';
import { CaptchaSection } from '../../features/sandbox-console/components/captcha-section';
import { ClockSection } from '../../features/sandbox-console/components/clock-section';
import { ControlAccessGate } from '../../features/sandbox-console/components/control-access-gate';
import { DemoAccountsSection } from '../../features/sandbox-console/components/demo-accounts-section';
import { FaultsSection } from '../../features/sandbox-console/components/faults-section';
import { FeatureFlagsSection } from '../../features/sandbox-console/components/feature-flags-section';
import { InboxSection } from '../../features/sandbox-console/components/inbox-section';
import { RequestLogSection } from '../../features/sandbox-console/components/request-log-section';
import { ResetSection } from '../../features/sandbox-console/components/reset-section';
import { SystemStatusSection } from '../../features/sandbox-console/components/system-status-section';
import { IsolatedSandboxesPanel } from '../../features/sandbox-scenarios/components/isolated-sandboxes-panel';
import { ScenariosPanel } from '../../features/sandbox-scenarios/components/scenarios-panel';
import { SnapshotsPanel } from '../../features/sandbox-scenarios/components/snapshots-panel';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { sandboxBase } from '../../lib/site/sandbox-base';
import '../../features/sandbox-console/components/sandbox-console.css';
import '../../features/sandbox-scenarios/components/sandbox-scenarios.css';

installControlToken();

/** The sections, in the order of the page; the navigation links to each. */
const sections = [
  'system-status',
  'feature-flags',
  'brand',
  'faults',
  'clock',
  'demo-accounts',
  'inbox',
  'captcha',
  'requests',
  'scenarios',
  'snapshots',
  'isolated-sandboxes',
  'reset',
] as const;

/**
 * The sandbox console (`/sandbox`, route id `sandboxConsole`): demo staff switch the sandbox without
 * a terminal. A layout of its own (not the portal's header and footer: the console works whatever
 * the portal's status), loaded only when opened. Each section is a feature slice's component
 * (`src/features/sandbox-console`, and `src/features/sandbox-scenarios` for scenarios, named
 * snapshots and isolated sandboxes).
 */
export default function SandboxConsoleRoute() {
  const { t } = useTranslation();
  // Now on the real clock, once a minute: the clock section adds the sandbox's offset.
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    document.title = t('sandbox-console.pageTitle');
  }, [t]);
  // After a reset the config and every list are stale: read them all again.
  const [generation, setGeneration] = useState(0);

  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {t('sandbox-console.skip')}
      </a>
      <header className="console__header">
        <h1 className="console__title">{t('sandbox-console.title')}</h1>
        <p className="console__lead">{t('sandbox-console.lead')}</p>
        <div className="console__tools">
          <a
            href={`${sandboxBase}/`}
            target="_blank"
            rel="noreferrer"
            className="console__portal-link"
          >
            {t('sandbox-console.openPortal')}
          </a>
          <ThemeToggle />
        </div>
        <nav aria-label={t('sandbox-console.sectionsNav')} className="console__nav">
          <ul>
            {sections.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`sandbox-console.nav.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="console-main" className="console__main" key={generation}>
        <ControlAccessGate>
          {(config) => (
            <>
              <SystemStatusSection config={config} />
              <FeatureFlagsSection config={config} />
              <BrandSection config={config} />
              <FaultsSection config={config} />
              <ClockSection config={config} nowMs={nowMs} />
              <DemoAccountsSection />
              <InboxSection />
              <CaptchaSection />
              <RequestLogSection />
              <ScenariosPanel />
              <SnapshotsPanel />
              <IsolatedSandboxesPanel />
              <ResetSection onReset={() => setGeneration((value) => value + 1)} />
            </>
          )}
        </ControlAccessGate>
      </main>
    </div>
  );
}

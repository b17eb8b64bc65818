import { ChunkBoundary, PageErrorBoundary } from '../../lib/chunks/chunk-boundary';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useEffect, type ReactNode } from 'react';

import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetAnnouncements } from '../../features/banners/api/use-get-announcements';
import { BannerStrip } from '../../features/banners/components/banner-strip';
import { JackpotTicker } from '../../features/banners/components/jackpot-ticker';
import { BottomNav } from '../../features/bottom-nav/components/bottom-nav';
import { CustomerServiceButton } from '../../features/customer-service/components/customer-service-button';
import { ServiceSideMenu } from '../../features/customer-service/components/service-side-menu';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { useOpenHelpTopic } from '../../features/help/api/use-open-help-topic';
import { LanguageButton } from '../../features/language/components/language-button';
import { rootScreenForCode } from '../../features/system-status/rules/root-screen';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { useLanguageCode } from '../../hooks/use-language-code';
import { useCentreCoversScreen } from '../../lib/centre/use-centre-covers-screen';
import { useScreenWaitsForCentre } from './use-screen-waits-for-centre';
import { lazyChunk } from '../../lib/chunks/lazy-chunk';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import { systemStatusAtom } from '../../lib/site/site-atoms';
import { routeFor, titleKeyFor, viewClassFor } from '../routing/route-table';
import { DialogHost } from './dialog-host';
import { ForcedLoginGuard } from './forced-login-guard';
import { ForcedPasswordChangeGuard } from './forced-password-change-guard';
import { Header } from './header';
import { PendingLaunchHost } from './pending-launch-host';
import type { PhoneSheetSlots } from './phone-sheet';
import { phoneSheetAtom } from './phone-sheet-atom';
import { RealityCheckHost } from './player-protection-hosts';
import { ScrollToHashOrTop } from './scroll-to-hash-or-top';
import { useSiteBootstrap } from './use-site-bootstrap';
import { WarningHost } from './warning-host';
import './root-layout.css';

/**
 * The sandbox console's in-page panel exists only under `npm run dev` (the mock runs in each page
 * there, so the console at /sandbox could not reach this page's): in a build `import.meta.env.DEV`
 * is the constant false, the branch is dropped and the panel's chunk is never emitted (the frame's
 * browser tests check the built files). Built portals have the console at /sandbox instead.
 */
const SandboxPanel = import.meta.env.DEV
  ? lazyWithTexts(
      ['sandbox-console'],
      () => import('../../features/sandbox-console/components/sandbox-panel'),
    )
  : null;

function DevSandboxPanel() {
  if (!SandboxPanel) return null;
  return (
    <ChunkBoundary fallback={null}>
      <SandboxPanel />
    </ChunkBoundary>
  );
}

const fallbackRegions = {
  header: true,
  footer: true,
  sideMenu: true,
  bannerGroup: null,
  jackpot: false,
};

/**
 * The status pages load only when the status asks for one: most visits never see them, so they
 * stay off the first page's JavaScript.
 */
const MaintenancePage = lazyChunk(
  () => import('../../features/system-status/components/maintenance-page'),
);
const RegionBlockedPage = lazyChunk(
  () => import('../../features/system-status/components/region-blocked-page'),
);

/** The phone's menu and games sheets (issue 15): their code loads when one first opens. */
const PhoneSheet = lazyChunk<{ slots: PhoneSheetSlots }>(() => import('./phone-sheet'));

const phoneSheetSlots: PhoneSheetSlots = {
  settings: (
    <>
      <LanguageButton />
      <ThemeToggle />
    </>
  ),
  service: (onChoose) => <ServiceSideMenu placement="inline" onChoose={onChoose} />,
};

function PhoneSheetHost() {
  const sheet = useAtomValue(phoneSheetAtom);
  if (sheet === null) return null;
  return (
    <ChunkBoundary fallback={null}>
      <PhoneSheet slots={phoneSheetSlots} />
    </ChunkBoundary>
  );
}

/**
 * The root: the system status decides between the app, the maintenance page and the
 * region-blocked page (section 2); the app composes the regions the route table gives each screen.
 * The status pages get the customer-service button and the language and theme switches from here.
 * The dialogs, the warnings and (in dev) the sandbox panel stay in one place whatever the status,
 * so switching it from the panel does not close the panel.
 */
export function RootLayout() {
  const status = useAtomValue(systemStatusAtom);
  const screen = rootScreenForCode(status?.status ?? 0);

  let page;
  if (status && screen !== 'app') {
    const slots = {
      serviceAction: <CustomerServiceButton />,
      toolbar: (
        <>
          <LanguageButton />
          <ThemeToggle />
        </>
      ),
    };
    page = (
      <ChunkBoundary fallback={<StatusPageLoading />}>
        {screen === 'maintenance' ? (
          <MaintenancePage status={status} {...slots} />
        ) : (
          <RegionBlockedPage status={status} {...slots} />
        )}
      </ChunkBoundary>
    );
  } else {
    page = <AppFrame />;
  }
  return (
    <>
      <SiteBootstrap />
      {page}
      <ForcedPasswordChangeGuard />
      <DialogHost />
      <PendingLaunchHost />
      <WarningHost />
      <RealityCheckHost />
      <DevSandboxPanel />
    </>
  );
}

/** What the page shows when it failed to render: the header and footer stay, with a way home. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <div className="page chunk-failed" role="alert">
      <p>
        <strong>{t('common.renderFailed.title')}</strong>
      </p>
      <Link to="/">{t('common.renderFailed.home')}</Link>
    </div>
  );
}

/**
 * The app start's queries and stores, in a component of their own that renders nothing: each answer
 * as it arrives re-renders this, not the page (issue 17: a home load rendered the whole page three
 * more times, one per start answer).
 */
function SiteBootstrap() {
  useSiteBootstrap();
  return null;
}

/**
 * The app: header, banner strip, jackpot, the screen, footer and side menu as the route says.
 * Memoised: the status arriving re-renders the root, and that alone must not render the page again.
 */
const AppFrame = memo(function AppFrame() {
  const { pathname } = useLocation();
  const openHelpTopic = useOpenHelpTopic();
  const route = routeFor(pathname);
  const { t } = useTranslation();
  // The document title: "<screen> · <brand>", on navigation and on a language change.
  const title = `${t(titleKeyFor(route))} · ${t('header.brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const regions = route?.regions ?? fallbackRegions;
  // Under a centre that covers a phone's screen (a link to the wallet page, say) nobody can see the
  // frame: its display regions wait for the centre to close (the banners' data is fetched meanwhile,
  // FrameScreen) and the rest is laid out but not painted (issue 17: behind the centre the banner,
  // then home's welcome text, was still the page's largest paint).
  const covered = useCentreCoversScreen();
  // A screen never seen yet (the app opened straight into a covering centre) is not even rendered.
  const screenWaits = useScreenWaitsForCentre(covered);
  const setPhoneSheet = useSetAtom(phoneSheetAtom);
  // The phone's bottom bar goes with the full layout: game frames (header only) keep the screen.
  const bottomNav = regions.header && regions.footer;
  return (
    <div
      className={`frame${bottomNav ? ' frame--bottom-nav' : ''}${regions.sideMenu ? ' frame--service-gutter' : ''}${covered ? ' frame--covered' : ''}`}
    >
      <ForcedLoginGuard />
      <ScrollToHashOrTop />
      {regions.header ? <Header /> : null}
      <main id="main" className={`frame__main ${viewClassFor(pathname)}`.trimEnd()}>
        {regions.bannerGroup && !covered ? <BannerStrip group={regions.bannerGroup} /> : null}
        {regions.jackpot && !covered ? <JackpotTicker /> : null}
        <FrameScreen bannerGroup={regions.bannerGroup}>
          <PageErrorBoundary resetKey={pathname} fallback={<PageFailed />}>
            <ChunkBoundary fallback={null}>{screenWaits ? null : <Outlet />}</ChunkBoundary>
          </PageErrorBoundary>
        </FrameScreen>
      </main>
      {regions.footer && !covered ? <SiteFooter onOpenHelpTopic={openHelpTopic} /> : null}
      {regions.sideMenu ? <ServiceSideMenu /> : null}
      {bottomNav ? <BottomNav onOpenGames={() => setPhoneSheet('games')} /> : null}
      {regions.header || bottomNav ? <PhoneSheetHost /> : null}
    </div>
  );
});

/**
 * The screen's place under the banner strip. Until the banners are known the strip holds a banner's
 * place, and a group without banners then gives it back: the screen waits unseen (rendered, so its
 * code loads meanwhile) rather than jump up in view (issue 17: layout shift). The banners' answer
 * re-renders this wrapper only; the screen passed in stays as it is.
 */
function FrameScreen({
  bannerGroup,
  children,
}: {
  bannerGroup: string | null;
  children: ReactNode;
}) {
  const language = useLanguageCode();
  const bannersPending = useGetAnnouncements(language).isPending && bannerGroup !== null;
  return (
    <div className={bannersPending ? 'frame__screen frame__screen--waiting' : 'frame__screen'}>
      {children}
    </div>
  );
}

function StatusPageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page" role="status">
      {t('common.loading')}
    </p>
  );
}

import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BannerStrip } from '../../features/banners/components/banner-strip';
import { JackpotTicker } from '../../features/banners/components/jackpot-ticker';
import { ServiceSideMenu } from '../../features/customer-service/components/service-side-menu';
import { SiteFooter } from '../../features/footer/components/site-footer';
import { MaintenancePage } from '../../features/system-status/components/maintenance-page';
import { RegionBlockedPage } from '../../features/system-status/components/region-blocked-page';
import { rootScreenForCode } from '../../features/system-status/rules/root-screen';
import { systemStatusAtom } from '../../lib/site/site-atoms';
import { routeFor, viewClassFor } from '../routing/route-table';
import { DialogHost } from './dialog-host';
import { ForcedLoginGuard } from './forced-login-guard';
import { Header } from './header';
import { ScrollToHashOrTop } from './scroll-to-hash-or-top';
import { useSiteBootstrap } from './use-site-bootstrap';
import { WarningHost } from './warning-host';
import './root-layout.css';

/**
 * The root: the system status decides between the app, the maintenance page and the
 * region-blocked page (section 2); the app composes the regions the route table gives each screen.
 */
export function RootLayout() {
  useSiteBootstrap();
  const { pathname } = useLocation();
  const status = useAtomValue(systemStatusAtom);
  const screen = rootScreenForCode(status?.status ?? 0);

  if (status && screen === 'maintenance') return <MaintenancePage status={status} />;
  if (status && screen === 'regionBlocked') return <RegionBlockedPage status={status} />;

  const regions = routeFor(pathname)?.regions ?? { header: true, footer: true, sideMenu: true, bannerGroup: null, jackpot: false };
  return (
    <div className="frame">
      <ForcedLoginGuard />
      <ScrollToHashOrTop />
      {regions.header ? <Header /> : null}
      {regions.bannerGroup ? <BannerStrip group={regions.bannerGroup} /> : null}
      {regions.jackpot ? <JackpotTicker /> : null}
      <main id="main" className={`frame__main ${viewClassFor(pathname)}`}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {regions.footer ? <SiteFooter /> : null}
      {regions.sideMenu ? <ServiceSideMenu /> : null}
      <DialogHost />
      <WarningHost />
    </div>
  );
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMenuOpenReport } from '../../../hooks/use-menu-open-report';
import {
  categoryRoute,
  headerVendors,
  vendorRoute,
  type Vendor,
  type VendorLane,
} from '../../../lib/games/vendor-categories';
import { useWakeHandoff } from './use-wake-handoff';

/** One header category: a button opening the menu of its vendors (up to 11) and the whole category. */
export default function CategoryMenu({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = t(`game-nav.categories.${lane.title}`);
  const route = categoryRoute(lane.title);
  const active = pathname === route;
  const { triggerRef, open, setOpen } = useWakeHandoff(lane.title);
  useMenuOpenReport(open);
  // Not modal: the page is not hidden from assistive technology while the menu is open.
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="game-nav__trigger"
        data-active={active || undefined}
      >
        {name}
        <span className="game-nav__chevron" aria-hidden="true">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="nav-menu" align="start" sideOffset={6} loop>
          <DropdownMenu.Item asChild className="nav-menu__item nav-menu__item--all">
            <Link to={route}>{t('game-nav.allOf', { category: name })}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="nav-menu__separator" />
          {headerVendors(lane).map((vendor) => (
            <DropdownMenu.Item key={vendor.id} asChild className="nav-menu__item">
              <Link to={vendorRoute(lane.title, vendor.vendor)}>
                <VendorLogo vendor={vendor} />
                <span className="nav-menu__name">{vendor.name}</span>
                {vendor.maintenance ? (
                  <span className="nav-menu__tag">{t('game-nav.maintenance')}</span>
                ) : null}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The vendor's logo; decorative (the name follows), hidden when it does not load. */
function VendorLogo({ vendor }: { vendor: Vendor }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="nav-menu__logo" aria-hidden="true" />;
  return (
    <img
      className="nav-menu__logo"
      src={vendor.logo}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

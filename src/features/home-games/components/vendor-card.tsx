import { useSetAtom } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import type { GameType, Vendor } from '../../../lib/games/vendor-categories';
import { gameVendorAtom } from '../../../lib/stores/game-area-atoms';
import { vendorCardLink } from '../rules/vendor-card-link';
import { useLocale } from '../../../hooks/use-language-code';

/** Vendor logos are 8:5 like game images; the card has a game card's width (168) and height (160). */
export const vendorImageSize = { width: 168, height: 105 } as const;

/**
 * One vendor of a lane: its logo and name, a maintenance badge (with the announced end) while it
 * is under maintenance, and a link where section 4 says (RNG vendors are also stored as the slot
 * lobby's chosen vendor). Memoised: its lane renders again as the lane's scroll state arrives, and
 * that alone must not render its cards again.
 */
export const VendorCard = memo(function VendorCard({
  category,
  vendor,
}: {
  category: GameType;
  vendor: Vendor;
}) {
  const { t } = useTranslation();
  const selectVendor = useSetAtom(gameVendorAtom);
  const link = vendorCardLink(category, vendor.vendor);
  const endTime = vendor.maintenance?.endTime ? new Date(vendor.maintenance.endTime) : null;
  const locale = useLocale();
  const until =
    endTime && !Number.isNaN(endTime.getTime())
      ? endTime.toLocaleString(locale, {
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })
      : null;
  return (
    <li className="home-lane__item home-lane__item--vendor">
      <Link
        to={link.to}
        className={vendor.maintenance ? 'vendor-card vendor-card--maintenance' : 'vendor-card'}
        onClick={() => {
          if (link.selectsVendor) selectVendor(link.selectsVendor);
        }}
      >
        <LazyImage
          src={vendor.logo}
          alt=""
          width={vendorImageSize.width}
          height={vendorImageSize.height}
          className="vendor-card__image"
        />
        <span className="vendor-card__name">{vendor.name}</span>
        {/* The spaces keep the parts apart in the link's accessible name (flex drops them on screen). */}
        {vendor.maintenance ? (
          <>
            {' '}
            <span className="vendor-card__badge">{t('home-games.vendors.maintenance')}</span>
            {until ? (
              <>
                {' '}
                <span className="vendor-card__until">
                  {t('home-games.vendors.maintenanceUntil', { time: until })}
                </span>
              </>
            ) : null}
          </>
        ) : null}
      </Link>
    </li>
  );
});

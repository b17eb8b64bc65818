import { memo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import {
  carouselMoves,
  carouselRoundMs,
  logoSpacingPx,
  logosPerView,
  type FooterVendor,
} from '../rules/footer-vendors';

function VendorLogo({ vendor, hidden }: { vendor: FooterVendor; hidden: boolean }) {
  return (
    <li className="vendor-carousel__item" aria-hidden={hidden || undefined}>
      <img
        className="vendor-carousel__logo"
        src={vendor.logo}
        alt={hidden ? '' : vendor.name}
        width={160}
        height={100}
        loading="lazy"
        decoding="async"
      />
    </li>
  );
}

/**
 * The vendor logos (section 9): 12 per view, 16 px apart, moving continuously (each logo passes in
 * 3 s) — a CSS animation over the list and a hidden copy of it, so the loop has no seam. It pauses
 * on hover, on keyboard focus and with the pause button; with reduced motion asked for it does not
 * move at all and the logos can be scrolled instead (then the strip is a tab stop, so the keyboard
 * can scroll it too). Memoised: the footer's other answer (the help topics) does not render the
 * logos again.
 */
export const VendorCarousel = memo(function VendorCarousel({
  vendors,
}: {
  vendors: FooterVendor[];
}) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const still = usePrefersReducedMotion();
  if (vendors.length === 0) return null;
  const moves = carouselMoves(vendors.length);
  const style = {
    '--logos-per-view': logosPerView,
    '--logo-gap': `${logoSpacingPx}px`,
    '--round': `${carouselRoundMs(vendors.length)}ms`,
  } as CSSProperties;
  return (
    <section className="vendor-carousel" aria-labelledby="footer-vendors-title" style={style}>
      <div className="vendor-carousel__head">
        <h2 id="footer-vendors-title" className="site-footer__heading">
          {t('footer.vendors')}
        </h2>
        {moves ? (
          <button
            type="button"
            className="vendor-carousel__pause"
            onClick={() => setPaused((value) => !value)}
          >
            {t(paused ? 'footer.resumeLogos' : 'footer.pauseLogos')}
          </button>
        ) : null}
      </div>
      <div
        className="vendor-carousel__viewport"
        tabIndex={still ? 0 : undefined}
        role={still ? 'group' : undefined}
        aria-labelledby={still ? 'footer-vendors-title' : undefined}
      >
        <ul
          className={[
            'vendor-carousel__track',
            moves ? 'vendor-carousel__track--moving' : '',
            paused ? 'vendor-carousel__track--paused' : '',
          ].join(' ')}
          data-testid="vendor-track"
        >
          {vendors.map((vendor) => (
            <VendorLogo key={vendor.vendor} vendor={vendor} hidden={false} />
          ))}
          {moves
            ? vendors.map((vendor) => (
                <VendorLogo key={`copy-${vendor.vendor}`} vendor={vendor} hidden />
              ))
            : null}
        </ul>
      </div>
    </section>
  );
});

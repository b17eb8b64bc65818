import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../../lib/games/vendor-categories';
import { vendorBarNeedsNav } from '../rules/lobby-query';

/**
 * The vendor bar: "all providers" and the category's vendors as one radio group (arrow keys move
 * the choice). With more than 8 vendors (section 9) previous/next buttons scroll it; without them it
 * wraps. Each vendor shows its logo and name, and a maintenance tag when the vendor is down.
 */
export function VendorBar({
  vendors,
  selected,
  onChoose,
}: {
  vendors: readonly Vendor[];
  selected: string | null;
  onChoose(vendor: string | null): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const viewportId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const withNav = vendorBarNeedsNav(vendors.length);
  const [edges, setEdges] = useState({ start: true, end: false });

  const readEdges = () => {
    const el = viewport.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  };
  useEffect(() => {
    if (!withNav) return;
    readEdges();
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(readEdges);
    observer.observe(el);
    return () => observer.disconnect();
  }, [withNav, vendors.length]);

  // Bring the chosen vendor into view (a deep link or back/forward may pick one off-screen).
  useEffect(() => {
    const el = viewport.current;
    const chosen = el?.querySelector<HTMLElement>('[data-chosen]');
    if (!el || !chosen || !withNav) return;
    const left = chosen.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft || left + chosen.offsetWidth > el.scrollLeft + el.clientWidth) {
      el.scrollTo?.({ left: Math.max(0, left - 48) });
    }
  }, [selected, withNav]);

  const scrollBy = (direction: 1 | -1) => {
    const el = viewport.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  const entries: { code: string | null; label: string; vendor?: Vendor }[] = [
    { code: null, label: t('game-lobby.vendors.all') },
    ...vendors.map((vendor) => ({ code: vendor.vendor, label: vendor.name, vendor })),
  ];

  return (
    <div className="vendor-bar" data-nav={withNav || undefined}>
      {withNav ? (
        <button
          type="button"
          className="vendor-bar__nav"
          aria-label={t('game-lobby.vendors.previous')}
          aria-controls={viewportId}
          disabled={edges.start}
          onClick={() => scrollBy(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <div id={viewportId} ref={viewport} className="vendor-bar__viewport" onScroll={readEdges}>
        <fieldset className="vendor-bar__group">
          <legend className="visually-hidden">{t('game-lobby.vendors.label')}</legend>
          {entries.map((entry) => {
            const chosen = entry.code === selected;
            return (
              <label
                key={entry.code ?? ''}
                className="vendor-chip"
                data-chosen={chosen || undefined}
              >
                <input
                  type="radio"
                  className="chip__input"
                  name={name}
                  checked={chosen}
                  onChange={() => onChoose(entry.code)}
                />
                {entry.vendor ? <VendorLogo src={entry.vendor.logo} /> : null}
                <span className="vendor-chip__name">{entry.label}</span>
                {entry.vendor?.maintenance ? (
                  <span className="vendor-chip__tag">{t('game-lobby.vendors.maintenance')}</span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      </div>
      {withNav ? (
        <button
          type="button"
          className="vendor-bar__nav"
          aria-label={t('game-lobby.vendors.next')}
          aria-controls={viewportId}
          disabled={edges.end}
          onClick={() => scrollBy(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </div>
  );
}

/** Decorative (the name follows); a logo that fails to load leaves its fixed-size slot empty. */
function VendorLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="vendor-chip__logo" aria-hidden="true" />;
  return (
    <img
      className="vendor-chip__logo"
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

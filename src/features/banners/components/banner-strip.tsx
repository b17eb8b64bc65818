import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useGetAnnouncements } from '../api/use-get-announcements';
import { bannerIntervalMs, bannersOfGroup } from '../rules/banner-link';
import {
  autoRotates,
  clampBannerIndex,
  nextBannerIndex,
  showsBannerDots,
} from '../rules/banner-rotation';
import { BannerSlide } from './banner-slide';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import './banner-strip.css';
import { useLanguageCode } from '../../../hooks/use-language-code';

type Banner = components['schemas']['Banner'];

/**
 * The banner strip of a route's group (section 2): hidden when the group has no banners; with more
 * than one it rotates every 5 s (a dot click jumps and the 5 s start again; interaction never stops
 * it) and shows clickable dots. With reduced motion asked for, it does not rotate by itself.
 */
export function BannerStrip({ group }: { group: string }) {
  const language = useLanguageCode();
  const query = useGetAnnouncements(language);

  if (query.isPending) {
    // Holds the strip's place while the banners load, so the page does not jump when they come.
    return (
      <div
        className="banner-strip banner-strip--loading"
        aria-hidden="true"
        data-testid="banner-strip-loading"
      />
    );
  }
  if (query.isError) return null;
  const banners = bannersOfGroup(query.data, group);
  if (banners.length === 0) return null;
  return <BannerCarousel key={group} banners={banners} />;
}

function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const active = clampBannerIndex(chosen, count);
  const canRotate = autoRotates(count, { reducedMotion });
  const rotating = canRotate && !paused;

  useEffect(() => {
    if (!rotating) return;
    // Restarts whenever the banner changes, so a dot click gives the chosen banner its full 5 s.
    const timer = window.setTimeout(
      () => setChosen(nextBannerIndex(active, count)),
      bannerIntervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  return (
    <section
      className="banner-strip"
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
    >
      <div className="banner-strip__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.bannerId}
            banner={banner}
            active={index === active}
            label={t('banners.slide', { index: index + 1, count })}
            eager={index === 0}
          />
        ))}
      </div>
      {showsBannerDots(count) ? (
        <div className="banner-strip__controls">
          {canRotate ? (
            <button
              type="button"
              className="banner-strip__pause"
              aria-pressed={paused}
              aria-label={t('banners.pauseRotation')}
              onClick={() => setPaused((value) => !value)}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <div className="banner-strip__dots" role="group" aria-label={t('banners.choose')}>
            {banners.map((banner, index) => (
              <button
                key={banner.bannerId}
                type="button"
                className="banner-strip__dot"
                aria-label={
                  banner.title
                    ? t('banners.show', { index: index + 1, title: banner.title })
                    : t('banners.showUntitled', { index: index + 1 })
                }
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setChosen(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

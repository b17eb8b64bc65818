import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { bannerAction } from '../rules/banner-link';
import { useGameBanner } from './use-game-banner';

type Banner = components['schemas']['Banner'];

/** Banner images have fixed dimensions (3:1), so nothing moves while they load. */
const imageWidth = 1200;
const imageHeight = 400;

/**
 * One banner: its image, clickable by linkage type — an external address in a new window
 * (rel=noopener), a portal route, a promotion's detail, or a game (behind the login gate).
 * Banners not on show are inert: out of the tab order and hidden from assistive technology.
 */
export function BannerSlide({
  banner,
  active,
  label,
  eager,
}: {
  banner: Banner;
  active: boolean;
  label: string;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const openGame = useGameBanner();
  const alt = banner.title ?? t('banners.untitled');
  const image = (
    <img
      className="banner-strip__image"
      src={banner.url}
      alt={alt}
      width={imageWidth}
      height={imageHeight}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the largest thing on the first screen: fetched first (issue 17).
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
    />
  );
  const action = bannerAction(banner);
  let content = image;
  if (action.kind === 'external') {
    content = (
      <a className="banner-strip__link" href={action.url} target="_blank" rel="noopener">
        {image}
        <span className="visually-hidden">{t('banners.newWindow')}</span>
      </a>
    );
  } else if (action.kind === 'route') {
    content = (
      <Link className="banner-strip__link" to={action.to}>
        {image}
      </Link>
    );
  } else if (action.kind === 'game') {
    content = (
      <button type="button" className="banner-strip__link" onClick={() => openGame(action.nodeId)}>
        {image}
      </button>
    );
  }
  return (
    <div
      className={active ? 'banner-strip__slide banner-strip__slide--active' : 'banner-strip__slide'}
      role="group"
      aria-roledescription={t('banners.slideRole')}
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-testid="banner-slide"
    >
      {content}
    </div>
  );
}

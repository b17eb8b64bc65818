import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { portalHomeUrl, requestSportsLaunch } from '../../../lib/games/launch-request';
import type { ScreenProps } from '../../../lib/routing/screen-props';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { useFrameLaunch } from '../api/use-frame-launch';
import { chooseSportsVendor, sportsVendorsOf } from '../rules/sports-vendor';
import { FramePage } from './frame-page';
import './game-launch.css';

/**
 * `/fbsports` (header only): a sports book (`launchSportsGame`) in the page's frame: the `vendor`
 * query, else FB Sports, else the first sports vendor; a switch in the bar moves between the
 * brand's sports books. See the feature README for the decision.
 */
export default function FbSportsScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const lanes = useAtomValue(gameMenusAtom);
  const vendors = sportsVendorsOf(lanes);
  const vendor = chooseSportsVendor(params.get('vendor'), vendors);

  const { state, retry } = useFrameLaunch(vendor, () =>
    requestSportsLaunch(vendor ?? '', {
      language: i18n.language,
      backUrl: portalHomeUrl(),
    }),
  );

  const name = vendors.find((v) => v.vendor === vendor)?.name ?? vendor;
  const tools =
    vendors.length > 1 ? (
      <nav className="game-frame__switch" aria-label={t('game-launch.sports.books')}>
        {vendors.map((v) => (
          <Link
            key={v.vendor}
            to={`/fbsports?${new URLSearchParams({ vendor: v.vendor })}`}
            className="game-frame__switch-link"
            aria-current={v.vendor === vendor ? 'page' : undefined}
            replace
          >
            {v.name}
          </Link>
        ))}
      </nav>
    ) : null;

  return (
    <FramePage
      title={name ?? t('game-launch.sports.title')}
      url={state.status === 'ready' && state.openMode === 'iframe' ? state.url : null}
      state={state}
      onRetry={retry}
      tools={tools}
      empty={
        lanes.length === 0 ? (
          <p role="status">{t('game-launch.sports.loadingBooks')}</p>
        ) : (
          <>
            <p>{t('game-launch.sports.noBooks')}</p>
            <Link to="/">{t('game-launch.frame.home')}</Link>
          </>
        )
      }
    />
  );
}

import { lazyChunk } from '../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { openDialogAtom } from '../../lib/stores/dialog-atoms';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import type { ScreenProps } from '../../lib/routing/screen-props';
import type { RouteEntry, ScreenId } from './route-table';
import { HomeScreen } from '../screens/home-screen';
import { NotFoundScreen } from '../screens/not-found-screen';

/** Home ships with the first page; every other screen loads when visited, with its on-demand texts. */
const screens: Record<ScreenId, React.ComponentType<ScreenProps>> = {
  home: HomeScreen,
  lobby: lazyWithTexts(
    ['game-lobby'],
    () => import('../../features/game-lobby/components/lobby-screen'),
  ),
  gameListing: lazyWithTexts(
    ['game-lobby'],
    () => import('../../features/game-lobby/components/listing-screen'),
  ),
  lottery: lazyWithTexts(
    ['lottery'],
    () => import('../../features/lottery/components/lottery-screen'),
  ),
  gameFrame: lazyChunk(() => import('../../features/game-launch/components/game-frame-screen')),
  seamless: lazyChunk(() => import('../../features/game-launch/components/seamless-screen')),
  fbSports: lazyChunk(() => import('../../features/game-launch/components/fb-sports-screen')),
  pointMall: lazyWithTexts(
    ['points-mall'],
    () => import('../../features/points-mall/components/points-mall-screen'),
  ),
  helpPage: lazyWithTexts(
    ['help'],
    () => import('../../features/help/components/help-page-screen'),
  ),
  // Issue 15: promotions; notice page, app download, join, VIP, winner board, feedback.
  // The lucky draws' cards above the list come with the page (their texts too): no shift.
  promotions: lazyWithTexts(
    ['promotions', 'lucky-draws'],
    () => import('../screens/promotions-route'),
  ),
  promotionDetail: lazyWithTexts(
    ['promotions'],
    () => import('../../features/promotions/components/promotion-detail-screen'),
  ),
  notices: lazyWithTexts(
    ['site-pages'],
    () => import('../../features/notices/components/notice-page-screen'),
  ),
  download: lazyWithTexts(
    ['site-pages'],
    () => import('../../features/app-download/components/app-download-screen'),
  ),
  join: lazyWithTexts(['site-pages'], () => import('../../features/join/components/join-screen')),
  vip: lazyWithTexts(['site-pages'], () => import('../screens/vip-screen')),
  winners: lazyWithTexts(
    ['site-pages'],
    () => import('../../features/winners/components/winners-screen'),
  ),
  feedback: lazyWithTexts(
    ['site-pages'],
    () => import('../../features/feedback/components/feedback-screen'),
  ),
  // lucky draws (red envelope, prize wheel)
  redEnvelope: lazyWithTexts(
    ['lucky-draws'],
    () => import('../../features/lucky-draws/components/red-envelope-screen'),
  ),
  prizeWheel: lazyWithTexts(
    ['lucky-draws'],
    () => import('../../features/lucky-draws/components/prize-wheel-screen'),
  ),
  // issue 15: the social sign-in's return address
  oauthCallback: lazyWithTexts(
    ['sign-in'],
    () => import('../../features/session/components/social-callback-screen'),
  ),
  // issue 16: the sandbox console's one-time sign-in link
  signInLink: lazyWithTexts(
    ['sign-in'],
    () => import('../../features/session/components/sign-in-link-screen'),
  ),
};

export function ScreenOutlet({ entry }: { entry: RouteEntry | null }) {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  useEffect(() => {
    if (entry?.opens) openDialog(entry.opens);
  }, [entry, openDialog]);
  if (!entry) return <NotFoundScreen />;
  const Screen = screens[entry.screen];
  return (
    <ChunkBoundary
      fallback={
        <p className="page" role="status">
          {t('common.loading')}
        </p>
      }
    >
      <Screen gameKind={entry.gameKind} />
    </ChunkBoundary>
  );
}

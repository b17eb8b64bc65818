import { lazyChunk } from '../../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../../lib/chunks/chunk-boundary';
import { useAtomValue } from 'jotai';

import { useTranslation } from 'react-i18next';
import { menuWakeAtom } from '../state/nav-atoms';
import { DeferredTrigger } from './deferred-trigger';
import './game-nav.css';

export const moreMenuId = 'more';

const loadDropdown = () => import('./more-menu-dropdown');
const MoreMenuDropdown = lazyChunk(loadDropdown);
const preload = () => void loadDropdown();

/**
 * The More menu (section 2): invite friends (while the referral promotion is enabled), reward
 * centre, events, help centre and language (more-menu-dropdown.tsx). Its dropdown code loads when
 * a visitor first comes near a header menu.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const { awake } = useAtomValue(menuWakeAtom);
  const placeholder = (
    <DeferredTrigger menuId={moreMenuId} preload={preload}>
      {t('game-nav.more.title')}
    </DeferredTrigger>
  );
  if (!awake) return placeholder;
  return (
    <ChunkBoundary fallback={placeholder}>
      <MoreMenuDropdown />
    </ChunkBoundary>
  );
}

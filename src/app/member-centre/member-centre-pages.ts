import type { MemberCentrePages } from '../../features/member-centre/components/member-centre';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';

/**
 * The member centre's pages, by page key: each a lazily loaded feature component (with its
 * on-demand texts, `lazyWithTexts`). The app composes them because features do not import each
 * other. A page missing here shows the centre's "not available" line.
 */
export const memberCentrePageComponents: MemberCentrePages = {
  playerProtection: lazyWithTexts(
    ['protection'],
    () => import('../../features/protection/components/player-protection-page'),
  ),
};

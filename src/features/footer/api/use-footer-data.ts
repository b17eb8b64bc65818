import { useMemo } from 'react';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { useGetGameMenus } from '../../../lib/games/api/use-get-game-menus';
import { useListHelpTopics } from '../../../lib/help/api/use-list-help-topics';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { footerVendors, type FooterVendor } from '../rules/footer-vendors';

type HelpTopic = components['schemas']['HelpTopic'];

const noVendors: FooterVendor[] = [];

/**
 * The game menu's vendors (the header's `getGameMenus` query; no logos until it answers). The same
 * array until the menus change, so the logos are not rendered again when the footer is.
 */
export function useFooterVendors(): FooterVendor[] {
  const lanes = useGetGameMenus(useLanguageCode()).data;
  return useMemo(() => (lanes ? footerVendors(lanes) : noVendors), [lanes]);
}

/**
 * The help-centre topics in `language`; null until known. A failure shows no topics (the footer
 * then links the help centre itself, which offers the retry).
 */
export function useFooterHelpTopics(language: LanguageCode): HelpTopic[] | null {
  const query = useListHelpTopics(language);
  if (query.isError) return [];
  return query.data ?? null;
}

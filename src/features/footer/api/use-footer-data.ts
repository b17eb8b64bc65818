import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { gameMenusAtom } from '../../../lib/stores/game-area-atoms';
import { footerVendors, type FooterVendor } from '../rules/footer-vendors';

type HelpTopic = components['schemas']['HelpTopic'];

/** The game menu's vendors: from the game-area store when the header already loaded it, else fetched. */
export function useFooterVendors(): FooterVendor[] {
  const stored = useAtomValue(gameMenusAtom);
  const [fetched, setFetched] = useState<FooterVendor[]>([]);
  const haveStored = stored.length > 0;
  useEffect(() => {
    if (haveStored) return;
    let cancelled = false;
    void toResult(api.GET('/lgw/games/game_menus')).then((result) => {
      if (!cancelled && result.ok) setFetched(footerVendors(result.value));
    });
    return () => {
      cancelled = true;
    };
  }, [haveStored]);
  return haveStored ? footerVendors(stored) : fetched;
}

/** The help-centre topics in the current language (`listHelpTopics`, device WEB); null until known. */
export function useFooterHelpTopics(language: LanguageCode): HelpTopic[] | null {
  const [topics, setTopics] = useState<{ language: LanguageCode; list: HelpTopic[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void toResult(
      api.GET('/wps/system/helpCenter', { params: { query: { lang: language, device: 'WEB' } } }),
    ).then((result) => {
      if (cancelled) return;
      const list = result.ok
        ? [...result.value].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
        : [];
      setTopics({ language, list });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);
  return topics?.language === language ? topics.list : null;
}

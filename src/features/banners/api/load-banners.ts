import { atom } from 'jotai';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { bannersStateAtom } from '../state/banner-atoms';

/**
 * Loads the banners with `getAnnouncements` (the bundle's `banners`, every group at once) unless
 * they are loaded or loading for this language. A late answer for a language no longer wanted is
 * dropped.
 */
export const loadBannersAtom = atom(null, async (get, set, language: LanguageCode) => {
  const current = get(bannersStateAtom);
  if (current.status !== 'idle' && current.language === language && current.status !== 'failed')
    return;
  set(bannersStateAtom, { status: 'loading', language });
  const result = await toResult(api.GET('/lgw/announcements', { params: { query: { language } } }));
  const latest = get(bannersStateAtom);
  if (latest.status !== 'loading' || latest.language !== language) return;
  set(
    bannersStateAtom,
    result.ok
      ? { status: 'ready', language, banners: result.value.banners }
      : { status: 'failed', language },
  );
});

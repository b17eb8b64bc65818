import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { chosenLanguage } from '../../lib/i18n/language-storage';
import { isLanguageCode } from '../../lib/i18n/languages';
import { languageToFollow } from '../../lib/site/brand-settings';
import { currencySymbolAtom } from '../../lib/stores/public-atoms';
import { useSyncAtom } from '../../hooks/use-sync-atom';
import { resetMemberQueries } from '../../lib/api/member-queries';
import { useGetMemberInfo } from '../../lib/member/api/use-get-member-info';
import { useGetMenuSettings } from '../../lib/site/api/use-get-menu-settings';
import { useGetPermission } from '../../lib/site/api/use-get-permission';
import { useGetSystemStatus } from '../../lib/site/api/use-get-system-status';
import { useListCountries } from '../../lib/site/api/use-list-countries';
import { useLiveSiteStatus } from '../../lib/site/use-live-site-status';
import {
  brandAtom,
  menuSettingsAtom,
  permissionAtom,
  systemStatusAtom,
} from '../../lib/site/site-atoms';
import { memberInfoAtom, tokenAtom } from '../../lib/stores/session-atoms';

/**
 * App start (section 4): the system status and the site's permission (flags, validators, customer
 * service), the menu settings, the country codes, and — when a token is stored — the member's info.
 * The answers go to the stores the specification names; the countries stay in the query cache.
 * On a sandbox the status and the permission follow its live stream (no reload needed). The status
 * also carries the brand (languages, default language, currency symbol): see useBrandLanguage.
 */
export function useSiteBootstrap(): void {
  const token = useAtomValue(tokenAtom);
  useListCountries();
  const status = useGetSystemStatus().data;
  useSyncAtom(systemStatusAtom, status);
  useBrandLanguage(status?.brand !== undefined);
  useSyncAtom(currencySymbolAtom, status?.brand?.currencySymbol);
  // The sandbox pushes status and flag changes; a real backend has no stream (nothing happens).
  useLiveSiteStatus();
  useSyncAtom(permissionAtom, useGetPermission().data);
  useSyncAtom(menuSettingsAtom, useGetMenuSettings().data);
  useSyncAtom(memberInfoAtom, useGetMemberInfo(token !== null).data);

  const setMember = useSetAtom(memberInfoAtom);
  useEffect(() => {
    if (!token) setMember(null);
  }, [token, setMember]);

  // Subscribed rather than watched in an effect: the reset happens as the token is set, before a
  // login goes on to prefetch the new member's data.
  const queryClient = useQueryClient();
  const store = useStore();
  useEffect(
    () => store.sub(tokenAtom, () => void resetMemberQueries(queryClient)),
    [store, queryClient],
  );
}

/**
 * Follows the brand's languages once the backend has said them: a visitor who never chose a language
 * gets the brand's default, one whose language the brand stopped offering too (rules in
 * lib/site/brand-settings.ts). Without a word from the backend nothing changes.
 */
function useBrandLanguage(brandSent: boolean): void {
  const brand = useAtomValue(brandAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!brandSent) return;
    const current = isLanguageCode(i18n.language) ? i18n.language : 'EN';
    const next = languageToFollow(brand, current, chosenLanguage());
    if (next) void changeLanguage(i18n, next);
  }, [brand, brandSent, i18n]);
}

import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSyncAtom } from '../../hooks/use-sync-atom';
import { resetMemberQueries } from '../../lib/api/member-queries';
import { useGetMemberInfo } from '../../lib/member/api/use-get-member-info';
import { useGetMenuSettings } from '../../lib/site/api/use-get-menu-settings';
import { useGetPermission } from '../../lib/site/api/use-get-permission';
import { useGetSystemStatus } from '../../lib/site/api/use-get-system-status';
import { useListCountries } from '../../lib/site/api/use-list-countries';
import { menuSettingsAtom, permissionAtom, systemStatusAtom } from '../../lib/site/site-atoms';
import { memberInfoAtom, tokenAtom } from '../../lib/stores/session-atoms';

/**
 * App start (section 4): the system status and the site's permission (flags, validators, customer
 * service), the menu settings, the country codes, and — when a token is stored — the member's info.
 * The answers go to the stores the specification names; the countries stay in the query cache.
 */
export function useSiteBootstrap(): void {
  const token = useAtomValue(tokenAtom);
  useListCountries();
  useSyncAtom(systemStatusAtom, useGetSystemStatus().data);
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

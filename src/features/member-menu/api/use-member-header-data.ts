import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import {
  availablePromoCountAtom,
  balanceAtom,
  currencySymbolAtom,
  unreadMessageAtom,
} from '../../../lib/stores/public-atoms';
import {
  avatarUrlAtom,
  memberInfoAtom,
  memberLabelColorAtom,
  tokenAtom,
} from '../../../lib/stores/session-atoms';
import { avatarFailedAtom, balanceBusyAtom, balanceErrorAtom } from '../state/member-menu-atoms';

const defaultLabelColor = '#ABABAB';

/** `getBalance`: sumBalance and the currency symbol into the public store. */
export function useRefreshBalance(): () => Promise<void> {
  const store = useStore();
  return useCallback(async () => {
    store.set(balanceBusyAtom, true);
    const result = await toResult(api.GET('/wps/v2/wallets/balance'));
    store.set(balanceBusyAtom, false);
    if (!result.ok) {
      store.set(balanceErrorAtom, result.error);
      return;
    }
    store.set(balanceErrorAtom, null);
    store.set(balanceAtom, result.value.sumBalance);
    store.set(currencySymbolAtom, result.value.currencySymbol);
  }, [store]);
}

/** The red-badge counts: unread messages and rewards to claim (section 2). */
export function useRefreshCounts(): () => Promise<void> {
  const store = useStore();
  return useCallback(async () => {
    const [unread, rewards] = await Promise.all([
      toResult(api.GET('/wps/message/unread')),
      toResult(api.GET('/wps/promotion/available/count')),
    ]);
    if (unread.ok) store.set(unreadMessageAtom, unread.value.count);
    if (rewards.ok) store.set(availablePromoCountAtom, rewards.value.count);
  }, [store]);
}

/**
 * What the profile dropdown shows for the signed-in member, loaded once per session token: the
 * balance, the avatar (fallback image on failure), the badge counts and the member-centre menu
 * settings. The member's label colour follows the member info (default #ABABAB).
 */
export function useMemberHeaderData(): void {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberInfoAtom);
  const setLabelColor = useSetAtom(memberLabelColorAtom);
  const refreshBalance = useRefreshBalance();
  const refreshCounts = useRefreshCounts();

  useEffect(() => {
    setLabelColor(member?.memberLabel[0]?.labelColor ?? defaultLabelColor);
  }, [member, setLabelColor]);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    store.set(balanceAtom, null);
    store.set(balanceErrorAtom, null);
    store.set(avatarFailedAtom, false);
    store.set(avatarUrlAtom, null);
    void refreshBalance();
    void refreshCounts();
    void toResult(api.GET('/wps/relay/MCSFE_getPlayerAvatar')).then((result) => {
      if (cancelled) return;
      if (result.ok) store.set(avatarUrlAtom, result.value.imgUrl);
      else store.set(avatarFailedAtom, true);
    });
    return () => {
      cancelled = true;
    };
  }, [token, store, refreshBalance, refreshCounts]);
}

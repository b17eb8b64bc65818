import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSyncAtom } from '../../../hooks/use-sync-atom';
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
import { useGetAvailablePromoCount } from './use-get-available-promo-count';
import { useGetBalance } from '../../../lib/member/api/use-get-balance';
import { useGetPlayerAvatar } from './use-get-player-avatar';
import { useGetUnreadMessageCount } from './use-get-unread-message-count';

const defaultLabelColor = '#ABABAB';

/** The red-badge counts (unread messages, rewards to claim), and asking for them again. */
export function useRefreshCounts(): () => Promise<void> {
  const signedIn = useAtomValue(tokenAtom) !== null;
  const unread = useGetUnreadMessageCount(signedIn);
  const rewards = useGetAvailablePromoCount(signedIn);
  return async () => {
    await Promise.all([unread.refetch(), rewards.refetch()]);
  };
}

/**
 * What the profile dropdown shows for the signed-in member, from the member queries (reset when
 * the session changes): the balance, the avatar, the badge counts, copied into the public and
 * session stores of section 3 that other screens read. The label colour follows the member info
 * (default #ABABAB).
 */
export function useMemberHeaderData(): void {
  const token = useAtomValue(tokenAtom);
  const signedIn = token !== null;
  const member = useAtomValue(memberInfoAtom);
  const setLabelColor = useSetAtom(memberLabelColorAtom);
  const setBalance = useSetAtom(balanceAtom);
  const setAvatar = useSetAtom(avatarUrlAtom);

  useEffect(() => {
    setLabelColor(member?.memberLabel[0]?.labelColor ?? defaultLabelColor);
  }, [member, setLabelColor]);

  // A new session shows no figures of the previous one while its own are on their way.
  useEffect(() => {
    setBalance(null);
    setAvatar(null);
  }, [token, setBalance, setAvatar]);

  const balance = useGetBalance(signedIn).data;
  useSyncAtom(balanceAtom, balance?.sumBalance);
  useSyncAtom(currencySymbolAtom, balance?.currencySymbol);
  useSyncAtom(unreadMessageAtom, useGetUnreadMessageCount(signedIn).data?.count);
  useSyncAtom(availablePromoCountAtom, useGetAvailablePromoCount(signedIn).data?.count);
  useSyncAtom(avatarUrlAtom, useGetPlayerAvatar(signedIn).data?.imgUrl);
}

import { useSetAtom } from 'jotai';
import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { api } from '../../lib/api/api-client';
import { clearSessionKeepingMerchant } from '../../lib/storage/session-values';
import { changePasswordReasonAtom } from '../../lib/stores/dialog-atoms';
import { balanceAtom, vipRankLevelAtom } from '../../lib/stores/public-atoms';
import { avatarUrlAtom, memberInfoAtom, tokenAtom } from '../../lib/stores/session-atoms';

/** `logout`: ends the session on the server (the portal clears its side whatever the answer). */
function logout() {
  return toResult(api.POST('/wps/session/logout'));
}

export interface SignOutOptions {
  /**
   * The server has already ended the session (a time-out or self-exclusion ends every session of
   * the member): only the browser's side is cleared, no `logout` call.
   */
  serverSessionEnded?: boolean;
}

/**
 * Logout (section 4): the server session ends, session storage is cleared except merchant and
 * merchantCode, the login state resets (no token, no member, so no agent and no VIP service), and
 * the member goes home. The browser's side ends whatever the server answers. Shared by the session
 * dialogs, the player-protection page and the reality check.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const setToken = useSetAtom(tokenAtom);
  const setMember = useSetAtom(memberInfoAtom);
  const setAvatar = useSetAtom(avatarUrlAtom);
  const setBalance = useSetAtom(balanceAtom);
  const setVipRank = useSetAtom(vipRankLevelAtom);
  const setReason = useSetAtom(changePasswordReasonAtom);
  return useCallback(
    async (options: SignOutOptions = {}) => {
      if (!options.serverSessionEnded) await logout();
      clearSessionKeepingMerchant();
      // One transition with the router's (it wraps navigations in one): the signed-out state and
      // the home address render together, so nothing on the old address (an open member centre)
      // sees a visitor and asks them to log in.
      startTransition(() => {
        setToken(null);
        setMember(null);
        setAvatar(null);
        setBalance(null);
        setVipRank(0);
        setReason('chosen');
        navigate('/');
      });
    },
    [navigate, setToken, setMember, setAvatar, setBalance, setVipRank, setReason],
  );
}

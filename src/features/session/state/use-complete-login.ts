import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStoreSession } from '../../../hooks/auth/use-store-session';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { listPopularGamesOptions } from '../../../lib/games/api/use-list-popular-games';
import { changePasswordReasonAtom, openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { markFirstLogin } from '../api/after-login-calls';
import type { LoginResult } from '../api/login';
import { forcedPasswordChange, nextDialogAfterLogin, type LoginKind } from '../rules/after-login';

/** Paths that exist only to open a sign-in dialog; after signing in the member goes home. */
const signInPaths = new Set(['/login', '/register', '/register.html']);

/**
 * Everything after a successful login (section 4): the session stored and the member's info
 * loaded, the popular list fetched, the first login recorded, then the forced password change or
 * the after-login welcome (which replaces the login dialog). Free play and the phone reset go to /.
 */
export function useCompleteLogin() {
  const storeSession = useStoreSession();
  const openDialog = useSetAtom(openDialogAtom);
  const setReason = useSetAtom(changePasswordReasonAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguageCode();
  const { pathname } = useLocation();

  return useCallback(
    async (result: LoginResult, kind: LoginKind, typedPassword?: string) => {
      await storeSession(result);
      // Section 4: the popular list is fetched on login, into the query cache home shows it from.
      void queryClient.prefetchQuery(listPopularGamesOptions(language));
      if (result.firstTimeLogin) void markFirstLogin();
      const reason = forcedPasswordChange(result, kind, typedPassword);
      if (reason) setReason(reason);
      openDialog(nextDialogAfterLogin(result, kind, typedPassword));
      if (kind === 'freePlay' || kind === 'phoneReset' || signInPaths.has(pathname))
        navigate('/', { replace: true });
    },
    [storeSession, openDialog, setReason, navigate, pathname, queryClient, language],
  );
}

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { api } from '../../lib/api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { writeSession } from '../../lib/storage/session-values';
import { memberInfoAtom, tokenAtom } from '../../lib/stores/session-atoms';

type LoginResult = components['schemas']['LoginResult'];
type MemberInfo = components['schemas']['MemberInfo'];

/**
 * Keeps a new session (login, free play, phone reset, registration): the token in session storage
 * first (the client sends it from there), then the member's info, then the token atom, so the
 * header switches to the profile menu with the member already known. Returns the member's info,
 * or null when it could not be read.
 */
export function useStoreSession(): (result: LoginResult) => Promise<MemberInfo | null> {
  const setToken = useSetAtom(tokenAtom);
  const setMember = useSetAtom(memberInfoAtom);
  return useCallback(
    async (result: LoginResult) => {
      writeSession({ token: result.token, account: result.userName, isAgent: false });
      const info = await toResult(api.GET('/wps/member/info'));
      if (info.ok) {
        const member = info.value;
        writeSession({
          token: result.token,
          account: member.account,
          isAgent: member.isAgent,
          ...(member.customerId ? { customerId: member.customerId } : {}),
          memberLabel: JSON.stringify(member.memberLabel),
        });
        setMember(member);
      }
      setToken(result.token);
      return info.ok ? info.value : null;
    },
    [setToken, setMember],
  );
}

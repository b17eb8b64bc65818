import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { storeLanguage } from '../../../lib/i18n/language-storage';
import { localKeys } from '../../../lib/storage/storage-keys';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';

/**
 * Switching language (section 4): saved in local storage (`lang`, and the previous one as
 * `hisLang`, and the time of the change as `langChangedAt`), the texts and `<html lang>` switched, and — signed in — the member's language saved
 * on the server (`updateLanguage`). Resolves with the server's failure, if it had one; the switch
 * on this device stands either way.
 */
export function useChooseLanguage(): (code: LanguageCode) => Promise<ApiError | null> {
  const { i18n } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useCallback(
    async (code: LanguageCode) => {
      storeLanguage(code);
      // Section 4: "set a flag with the current time" (milliseconds since the epoch).
      localStorage.setItem(localKeys.langChangedAt, String(Date.now()));
      await changeLanguage(i18n, code);
      if (!loggedIn) return null;
      const result = await toResult(api.PUT('/wps/member/language', { body: { language: code } }));
      return result.ok ? null : result.error;
    },
    [i18n, loggedIn],
  );
}

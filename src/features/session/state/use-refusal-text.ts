import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { useLocale } from '../../../hooks/use-language-code';
import { refusalText } from '../rules/refusal-text';

/** The translated text of a refused sign-in (`refusalText`): login by username or SMS, phone reset. */
export function useRefusalText(): (error: ApiError) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (error: ApiError) => {
      const text = refusalText(error, locale);
      return t(text.key, text.values);
    },
    [t, locale],
  );
}

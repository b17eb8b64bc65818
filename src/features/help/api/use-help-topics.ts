import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { ErrorKey } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { LanguageCode } from '../../../lib/i18n/languages';

type HelpTopic = components['schemas']['HelpTopic'];

export type HelpTopicsState =
  | { status: 'loading' }
  | { status: 'ready'; topics: HelpTopic[] }
  | { status: 'failed'; errorKey: ErrorKey };

/** The help-centre topics in the current language (`listHelpTopics`, device WEB), with a retry. */
export function useHelpTopics(language: LanguageCode): { state: HelpTopicsState; retry(): void } {
  const [state, setState] = useState<HelpTopicsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    void toResult(
      api.GET('/wps/system/helpCenter', { params: { query: { lang: language, device: 'WEB' } } }),
    ).then((result) => {
      if (cancelled) return;
      setState(
        result.ok
          ? {
              status: 'ready',
              topics: [...result.value].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)),
            }
          : { status: 'failed', errorKey: result.error.key },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

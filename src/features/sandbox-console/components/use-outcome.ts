import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';

/** The last action's outcome in a section: a success text, or the catalogue text of the failure. */
export function useOutcome() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  return {
    outcome,
    done: (text: string) => setOutcome({ text, error: false }),
    failed: (error: unknown) =>
      setOutcome({
        text: isApiError(error)
          ? `${t(`errors.${error.key}`)}${error.field ? ` (${error.field})` : ''}`
          : String(error),
        error: true,
      }),
  };
}

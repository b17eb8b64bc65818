import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import type { RegisterValidators } from '../../lib/auth/field-rules';
import { registerValidatorsAtom } from '../../lib/site/site-atoms';

/**
 * The site's field rules: from the permission read at start, else fetched on their own
 * (`getRegisterValidators`) — a form never copies the rules.
 */
export function useRegisterValidators(): {
  validators: RegisterValidators | null;
  failed: boolean;
  retry(): void;
} {
  const fromPermission = useAtomValue(registerValidatorsAtom);
  const [fetched, setFetched] = useState<RegisterValidators | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fromPermission) return;
    let cancelled = false;
    void toResult(api.GET('/wps/system/setting/register/validators')).then((result) => {
      if (cancelled) return;
      if (result.ok) setFetched(result.value);
      setFailed(!result.ok);
    });
    return () => {
      cancelled = true;
    };
  }, [fromPermission, attempt]);

  const validators = fromPermission ?? fetched;
  return {
    validators,
    failed: validators === null && failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

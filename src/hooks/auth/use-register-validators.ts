import { useAtomValue } from 'jotai';
import type { RegisterValidators } from '../../lib/auth/field-rules';
import { useGetRegisterValidators } from '../../lib/site/api/use-get-register-validators';
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
  const fetched = useGetRegisterValidators(fromPermission === null);
  const validators = fromPermission ?? fetched.data ?? null;
  return {
    validators,
    failed: validators === null && fetched.isError,
    retry: () => void fetched.refetch(),
  };
}

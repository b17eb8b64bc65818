import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { errorTextValues } from '../../../lib/api/error-text-values';
import { formatEndTime } from '../../../lib/format/end-time';

/** How a sign-in refusal reads: a text key and what fills it in. */
export interface RefusalText {
  key: string;
  values?: Record<string, string>;
}

/**
 * The text of a refused sign-in. A member in a time-out or self-exclusion (`account_excluded`)
 * is told until when, in their own language and clock (`value.endTime`, `value.exclusionKind`);
 * without an end time, and for every other key, the catalogue's text (`errors.<key>`). A locked
 * account (`account_locked`) is told in how many minutes it may try again.
 */
export function refusalText(error: Pick<ApiError, 'key' | 'value'>, locale: string): RefusalText {
  if (error.key === 'account_excluded') {
    const endTime = formatEndTime(error.value?.endTime ?? null, locale);
    if (endTime) {
      const kind = error.value?.exclusionKind === 'selfExclusion' ? 'selfExclusion' : 'timeOut';
      return { key: `session.login.excluded.${kind}`, values: { endTime } };
    }
  }
  if (error.key === 'account_locked') {
    const values = errorTextValues(error);
    if (values)
      return { key: 'errors.account_locked', values: { minutes: String(values.minutes) } };
  }
  return { key: `errors.${error.key}` };
}

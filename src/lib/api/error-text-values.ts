import type { ApiError } from '../../../openapi/runtime/client/api-error';

/**
 * What fills in a catalogue text (`errors.<key>`): a lock or a limit names the minutes until the
 * client may try again (`value.retryAfterSeconds`, rounded up to whole minutes, at least 1), as
 * `{{minutes}}` in `payment_password_locked` and `account_locked`.
 */
export function errorTextValues(error: Pick<ApiError, 'value'>): { minutes: number } | undefined {
  const seconds = error.value?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return { minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

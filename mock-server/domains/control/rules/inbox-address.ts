import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';

/**
 * The `to` filter of the inbox: a number with its dialing code (`+639171234567`, spaces and dashes
 * allowed) or an email address. Anything else could never match a message, so it is refused.
 */
export function inboxAddress(to: string | undefined): { to: string | undefined } | Failure {
  if (to === undefined || to.trim() === '') return { to: undefined };
  // `?to=+63...` typed without encoding arrives as " 63...": a query string's `+` is a space.
  const restoredPlus = /^ [0-9]/.test(to) ? `+${to.slice(1)}` : to;
  const trimmed = restoredPlus.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\+[0-9]{6,19}$/.test(digits)) return { to: digits };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return { to: trimmed };
  return fail(
    400,
    'validation_error',
    'to is a number with its dialing code (+639171234567) or an email address',
    { field: 'query.to' },
  );
}

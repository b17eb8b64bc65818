import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import { isSettingName, settingNames, type SandboxSettings } from './sandbox-config';

/**
 * Applies a partial settings change. The contract has already checked the ranges; here an empty
 * change and unknown names are refused, because either means the caller's intent is not applied.
 */
export function changeSettings(
  current: SandboxSettings,
  change: Readonly<Record<string, unknown>>,
): { settings: SandboxSettings } | Failure {
  const names = Object.keys(change);
  if (names.length === 0) {
    return fail(400, 'validation_error', `name at least one setting (${settingNames.join(', ')})`, {
      field: 'body',
    });
  }
  const next = { ...current };
  for (const name of names) {
    const value = change[name];
    if (!isSettingName(name)) {
      return fail(
        400,
        'validation_error',
        `${name} is not a sandbox setting (known: ${settingNames.join(', ')})`,
        { field: `body.${name}` },
      );
    }
    if (typeof value !== 'number')
      return fail(400, 'validation_error', `${name} must be a number`, { field: `body.${name}` });
    next[name] = value;
  }
  return { settings: next };
}

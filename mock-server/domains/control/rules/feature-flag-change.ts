import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import { allFeatureIds } from '../../system/rules/feature-flags';

/**
 * Switches the named flags, keeping the others. Unknown modIds are refused rather than stored: a
 * typo would otherwise look switched and change nothing.
 */
export function changeFlags(
  current: Readonly<Record<string, boolean>>,
  change: Readonly<Record<string, boolean>>,
  fieldPrefix = 'body.flags',
): { flags: Record<string, boolean> } | Failure {
  const known = new Set<string>([...allFeatureIds, ...Object.keys(current)]);
  for (const id of Object.keys(change)) {
    if (!known.has(id)) {
      return fail(
        400,
        'validation_error',
        `${id} is not a feature flag of this site (known: ${[...known].join(', ')})`,
        {
          field: `${fieldPrefix}.${id}`,
        },
      );
    }
  }
  return { flags: { ...current, ...change } };
}

import type { MockBackend } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import { isFeatureOn } from '../../system/rules/feature-flags';

/** Every points operation needs the points system (flag PTSYS3 and its group MEMBERCENTER3). */
export function pointsGateFailure(backend: MockBackend): Failure | null {
  return isFeatureOn(backend.config.flags, 'PTSYS3')
    ? null
    : fail(403, 'feature_disabled', 'the points mall is not enabled for this site');
}

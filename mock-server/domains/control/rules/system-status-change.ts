import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { SystemStatusConfig } from '../../../core/mock-config';

/**
 * The status the portal will be told. A maintenance announced to end in the past would show a
 * nonsensical end time, so it is refused; the other statuses carry their texts as given.
 */
export function checkSystemStatus(
  next: SystemStatusConfig,
  nowMs: number,
  fieldPrefix = 'body',
): { systemStatus: SystemStatusConfig } | Failure {
  if (next.status === 1 && next.endTime !== null && Date.parse(next.endTime) <= nowMs) {
    return fail(
      400,
      'validation_error',
      `the maintenance end time must be after the sandbox's now (${new Date(nowMs).toISOString()})`,
      {
        field: `${fieldPrefix}.endTime`,
      },
    );
  }
  return {
    systemStatus: {
      status: next.status,
      title: next.title,
      endTime: next.endTime,
      info: next.info,
    },
  };
}

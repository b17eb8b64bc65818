import type { components } from '../../../../openapi/runtime/generated/openapi';

export type ActivityStatus = components['schemas']['ActivityStatus'];

/** How a status reads at a glance: something to do now, done, over, or still on its way. */
export type StatusTone = 'action' | 'done' | 'ended' | 'pending';

/**
 * The tone of an activity status (section 4) for a reward or a mission: `claim` asks for the
 * member's action; `claimed`/`issued`/`joined`/`signed` are done; `close`/`rejected` are over;
 * the rest (`process`, `applying`, `coming`, `join`) are still on their way.
 */
export function statusTone(status: ActivityStatus): StatusTone {
  switch (status) {
    case 'claim':
      return 'action';
    case 'claimed':
    case 'issued':
    case 'joined':
    case 'signed':
      return 'done';
    case 'close':
    case 'rejected':
      return 'ended';
    default:
      return 'pending';
  }
}

/** `joined` and `signed` mean the same step (section 4: "joined/signed"): one label for both. */
export function statusLabelKey(status: ActivityStatus): ActivityStatus {
  return status === 'signed' ? 'joined' : status;
}

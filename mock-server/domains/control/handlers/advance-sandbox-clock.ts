import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { advancedOffset } from '../rules/clock-advance';

export const advanceSandboxClockHandler = defineHandler(
  'advanceSandboxClock',
  'anyone',
  localOnly((ctx) => {
    const { clock } = ctx.backend;
    const advanced = advancedOffset(clock.offsetMs, ctx.body.minutes);
    if ('kind' in advanced) return advanced;
    clock.offsetMs = advanced.offsetMs;
    return ok<'advanceSandboxClock'>({ now: clock.iso(), clockOffsetMs: clock.offsetMs });
  }),
);

import { ok } from '../../../core/envelope';
import { checkFaults } from '../rules/fault-rules';
import { changeFlags } from '../rules/feature-flag-change';
import { sandboxConfigView, settingsOf } from '../rules/sandbox-config';
import { changeSettings } from '../rules/settings-change';
import { checkSystemStatus } from '../rules/system-status-change';
import { controlHandler } from './control-handler';

export const getSandboxConfig = controlHandler('getSandboxConfig', (ctx) =>
  ok<'getSandboxConfig'>(sandboxConfigView(ctx.backend)),
);

export const setSystemStatus = controlHandler('setSystemStatus', (ctx) => {
  const checked = checkSystemStatus(ctx.body, ctx.backend.clock.nowMs());
  if ('kind' in checked) return checked;
  ctx.backend.config.systemStatus = checked.systemStatus;
  return ok<'setSystemStatus'>(sandboxConfigView(ctx.backend));
});

export const setFeatureFlags = controlHandler('setFeatureFlags', (ctx) => {
  const changed = changeFlags(ctx.backend.config.flags, ctx.body.flags);
  if ('kind' in changed) return changed;
  ctx.backend.config.flags = changed.flags;
  return ok<'setFeatureFlags'>(sandboxConfigView(ctx.backend));
});

export const setFaults = controlHandler('setFaults', (ctx) => {
  const checked = checkFaults(ctx.body.faults);
  if ('kind' in checked) return checked;
  ctx.backend.config.faults = checked.faults;
  return ok<'setFaults'>(sandboxConfigView(ctx.backend));
});

export const setSandboxSettings = controlHandler('setSandboxSettings', (ctx) => {
  const changed = changeSettings(settingsOf(ctx.backend.config), ctx.body);
  if ('kind' in changed) return changed;
  Object.assign(ctx.backend.config, changed.settings);
  return ok<'setSandboxSettings'>(sandboxConfigView(ctx.backend));
});

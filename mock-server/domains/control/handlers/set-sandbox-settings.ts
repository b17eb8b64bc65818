import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { sandboxConfigView } from '../presenters';
import { settingsOf } from '../rules/sandbox-config';
import { changeSettings } from '../rules/settings-change';

export const setSandboxSettingsHandler = defineHandler(
  'setSandboxSettings',
  'anyone',
  localOnly((ctx) => {
    const changed = changeSettings(settingsOf(ctx.backend.config), ctx.body);
    if ('kind' in changed) return changed;
    Object.assign(ctx.backend.config, changed.settings);
    return ok<'setSandboxSettings'>(sandboxConfigView(ctx.backend));
  }),
);

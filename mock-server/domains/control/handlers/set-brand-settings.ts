import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { sandboxConfigView } from '../presenters';
import { changeBrand } from '../rules/brand-change';

export const setBrandSettingsHandler = defineHandler(
  'setBrandSettings',
  'anyone',
  localOnly(async (ctx) => {
    const changed = changeBrand(ctx.body);
    if ('kind' in changed) return changed;
    ctx.backend.config.brandLanguages = changed.languages;
    await ctx.backend.db.walletSettings.update('merchant', (settings) => {
      settings.currencySymbol = changed.currencySymbol;
    });
    return ok<'setBrandSettings'>(sandboxConfigView(ctx.backend));
  }),
);

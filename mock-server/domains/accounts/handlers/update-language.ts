import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { languageOf } from '../presenters';

export const updateLanguageHandler = defineHandler('updateLanguage', 'anyone', async (ctx) => {
  const updated = await ctx.backend.db.members.update(ctx.me().id, (m) => {
    m.language = ctx.body.language;
  });
  return ok<'updateLanguage'>({ language: languageOf(updated) });
});

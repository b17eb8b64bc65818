import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { feedbackView } from '../presenters';
import { submitFeedbackFor } from '../rules/feedback';

export const submitFeedbackHandler = defineHandler('submitFeedback', 'realMember', async (ctx) => {
  const { db, clock } = ctx.backend;
  const result = await submitFeedbackFor(db, ctx.me().id, ctx.body, clock.now());
  if ('kind' in result) return result;
  return created<'submitFeedback'>(feedbackView(result));
});

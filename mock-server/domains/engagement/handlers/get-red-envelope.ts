import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { luckyDrawStateView } from '../presenters';
import { luckyDrawStateOf } from '../rules/lucky-draw-state';

export const getRedEnvelopeHandler = defineHandler('getRedEnvelope', 'realMember', (ctx) => {
  const state = luckyDrawStateOf(ctx.backend, ctx.me(), 'redEnvelope');
  return ok<'getRedEnvelope'>(luckyDrawStateView('redEnvelope', state.period, state.eligibility));
});

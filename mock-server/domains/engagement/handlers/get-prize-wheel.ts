import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { luckyDrawStateView } from '../presenters';
import { luckyDrawStateOf } from '../rules/lucky-draw-state';

export const getPrizeWheelHandler = defineHandler('getPrizeWheel', 'realMember', (ctx) => {
  const state = luckyDrawStateOf(ctx.backend, ctx.me(), 'prizeWheel');
  return ok<'getPrizeWheel'>(luckyDrawStateView('prizeWheel', state.period, state.eligibility));
});

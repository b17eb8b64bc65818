import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { sessionSummaryView } from '../presenters';
import { callerSession } from '../rules/caller-session';
import { sessionFigures } from '../rules/session-figures';

export const getSessionSummaryHandler = defineHandler('getSessionSummary', 'realMember', (ctx) => {
  const session = callerSession(ctx.session, 'getSessionSummary');
  const { db, clock } = ctx.backend;
  const nowMs = clock.nowMs();
  const figures = sessionFigures(db.betsOf(ctx.me().id), Date.parse(session.createdAt), nowMs);
  return ok<'getSessionSummary'>(sessionSummaryView(session, figures, nowMs));
});

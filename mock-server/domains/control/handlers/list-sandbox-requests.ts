import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';

export const listSandboxRequestsHandler = defineHandler(
  'listSandboxRequests',
  'anyone',
  localOnly((ctx) =>
    ok<'listSandboxRequests'>(ctx.backend.requestLog.since(ctx.query.sinceId ?? 0)),
  ),
);

import {
  defineHandler,
  type HandlerContext,
  type HandlerDefinition,
} from '../../../core/define-handler';
import type { HandlerResult, OperationId } from '../../../core/handler-types';
import { refuseRemoteCaller } from '../rules/control-access';

/**
 * A control operation: open to anyone without a session (the contract has no security on them),
 * but only from the machine running the sandbox unless it was started with `--open-control`.
 */
export function controlHandler<O extends OperationId>(
  operationId: O,
  resolve: (ctx: HandlerContext<O>) => HandlerResult<O> | Promise<HandlerResult<O>>,
): HandlerDefinition<O> {
  return defineHandler(
    operationId,
    'anyone',
    (ctx) => refuseRemoteCaller(ctx.backend, ctx.headers) ?? resolve(ctx),
  );
}

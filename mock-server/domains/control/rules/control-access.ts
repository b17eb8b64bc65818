import type { MockBackend } from '../../../core/backend';
import { fail } from '../../../core/envelope';
import type { HandlerContext } from '../../../core/define-handler';
import type { Failure, HandlerResult, OperationId } from '../../../core/handler-types';

/**
 * The header through which a host tells the control API who is calling. The node:http host sets it
 * from the socket (overriding whatever a client sent); in-process hosts (vitest, the page's MSW
 * worker) leave it out, which counts as the machine itself.
 */
export const remoteAddressHeader = 'x-sandbox-remote-address';

/** Sandboxes whose control API also answers other machines (`npm run mock -- --open-control`). */
const openToRemote = new WeakSet<MockBackend>();

export function allowRemoteControl(backend: MockBackend, allowed: boolean): void {
  if (allowed) openToRemote.add(backend);
  else openToRemote.delete(backend);
}

export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * The control API resets and rewrites the whole sandbox, so by default only the machine it runs on
 * may use it: a sandbox shared on the network (`--host 0.0.0.0`) lets colleagues play, not reset
 * everyone's state. Others get 404 `not_found`, as if the control API did not exist.
 */
export function refuseRemoteCaller(
  backend: MockBackend,
  headers: { get(name: string): string | null },
): Failure | null {
  const address = headers.get(remoteAddressHeader);
  if (address === null || address === '' || isLoopback(address) || openToRemote.has(backend))
    return null;
  return fail(
    404,
    'not_found',
    'no such resource (the control API answers only on the machine running the sandbox)',
  );
}

/**
 * A control operation's resolver behind the local-only gate: open to anyone without a session (the
 * contract has no security on them), but only from the machine running the sandbox unless it was
 * started with `--open-control`.
 */
export function localOnly<O extends OperationId>(
  resolve: (ctx: HandlerContext<O>) => HandlerResult<O> | Promise<HandlerResult<O>>,
): (ctx: HandlerContext<O>) => HandlerResult<O> | Promise<HandlerResult<O>> {
  return (ctx) => refuseRemoteCaller(ctx.backend, ctx.headers) ?? resolve(ctx);
}

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

/**
 * Control paths open to any caller, whatever the gates above say: redeeming a one-time sign-in link
 * (`redeemSignInLink`). Its code is the credential (random, single use, minutes long), exactly like
 * a password sent to the login; demo staff hand such links to customers on other machines of a
 * shared sandbox, whose pages are not the sandbox's own names.
 */
export function isOpenControlPath(pathname: string): boolean {
  return /^\/__mock\/sign-in-links\/[^/]+\/redeem$/.test(pathname);
}

/** What a host knows of its own names: the control API answers only requests addressed to them. */
export interface ControlOrigin {
  /** Host names (lower case, IPv6 without brackets) this sandbox is reached by on this machine. */
  names: ReadonlySet<string>;
  /** The port the sandbox listens on. */
  port: number;
  /** With `--control-token T`: every control call must send `X-Control-Token: T`. */
  token?: string;
}

/** `127.0.0.1:4010` -> { name: '127.0.0.1', port: 4010 }; `[::1]:80`; a bare name is port 80. */
export function splitHost(value: string): { name: string; port: number } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]/\s]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const name = match[1].replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return { name, port: match[2] === undefined ? 80 : Number(match[2]) };
}

/** The names a sandbox listening on `listenHost` answers to as itself. */
export function ownHostNames(listenHost: string, extra: readonly string[] = []): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', ...extra.map((n) => n.toLowerCase())]);
  const bare = listenHost.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare !== '0.0.0.0' && bare !== '::' && bare !== '') names.add(bare);
  return names;
}

function forbidden(message: string, field: string): Failure {
  return fail(403, 'forbidden', message, { field });
}

/**
 * The control API is for this machine's own tools (scripts, tests, the sandbox's own pages), never
 * for a web page elsewhere: a `Host` that is not one of the sandbox's own names and port (DNS
 * rebinding) or an `Origin` other than the sandbox's own (a cross-site form or fetch) is refused
 * with 403 `forbidden`, as is a missing or wrong `X-Control-Token` when the sandbox has one.
 * Lives in the node host: in-page and in-process hosts (MSW) are same-origin by nature.
 */
export function refuseForeignControlCaller(
  headers: { get(name: string): string | null },
  own: ControlOrigin,
): Failure | null {
  const host = splitHost(headers.get('host') ?? '');
  if (!host || !own.names.has(host.name) || host.port !== own.port)
    return forbidden(
      'the control API answers only requests addressed to the sandbox by its own name and port',
      'header.host',
    );
  const origin = headers.get('origin');
  if (origin !== null) {
    let parsed: URL | null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    const from = parsed && parsed.protocol === 'http:' ? splitHost(parsed.host) : null;
    if (!from || !own.names.has(from.name) || from.port !== own.port)
      return forbidden('the control API answers only pages of the sandbox itself', 'header.origin');
  }
  if (own.token !== undefined && !sameText(headers.get('x-control-token') ?? '', own.token))
    return forbidden(
      'this sandbox was started with --control-token: send it in X-Control-Token',
      'header.x-control-token',
    );
  return null;
}

/** Compares without stopping at the first difference (the token is a secret). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

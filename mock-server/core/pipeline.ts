import type { OperationMeta } from '../../openapi/runtime/operation-meta';
import { payloadCodecs } from '../../openapi/runtime/payload-codec';
import type { MemberRecord, SessionRecord } from '../db/core-records';
import { commit, type MockBackend } from './backend';
import { operationMetas, operationObject } from '../../openapi/runtime/contract';
import { anyClockTaskDue, runDueClockTasks } from './clock-tasks';
import type { AnyHandler, HandlerContext } from './define-handler';
import { fail, refusals } from './envelope';
import type { Failure, HandlerResult, OperationId } from './handler-types';
import { queryObject, validateRequest } from '../../openapi/runtime/request-validation';
import { RouteIndex } from '../../openapi/runtime/route-index';
import {
  ReadCache,
  type ReadCacheOptions,
  type ReadTracker,
  type SerializedAnswer,
} from './read-cache';
import { requestContext, type RequestContext } from './request-context';
import { isSessionExpired, needsTouch, restrictedSessionFailure } from './session-life';

/** A request as every host hands it over: already split, body still raw text. */
export interface MockRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  headers: { get(name: string): string | null };
  rawBody: string | null;
  /** The connection's remote address (node:http's socket); absent in hosts without a socket. */
  remoteAddress?: string | null;
}

export interface MockResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The operation answered, when the request matched one (for logs and response validation). */
  operation?: OperationMeta;
  /** The body as JSON text with its ETag, when the read cache made it (hosts send it as it is). */
  serialized?: SerializedAnswer;
}

export interface PipelineOptions {
  /** Called with every answer (the test hosts validate it against the contract here). */
  onResponse?: (response: MockResponse, request: MockRequest) => void;
  /** Where unexpected handler errors go; defaults to console.error. */
  onHandlerError?: (error: unknown, operationId: string) => void;
  /**
   * Take the client's address from `X-Forwarded-For` / `X-Real-IP` (a sandbox behind a proxy it
   * trusts, `--trust-proxy`); otherwise only the connection's own address counts.
   */
  trustProxy?: boolean;
  /**
   * Serve repeated reads from a cache invalidated on commit (core/read-cache.ts); the sandbox
   * server turns it on, the in-page and in-process hosts do not.
   */
  readCache?: ReadCacheOptions;
}

/** The API prefixes the mock answers; anything else is left to the host (portal, docs). */
export const apiPathPattern = /^\/(wps|lgw|__mock)\//;

/** Request bodies up to this many bytes are read (the contract's "Bounded input"). */
export const defaultMaxBodyBytes = 1024 * 1024;
/** JSON bodies may nest this deep; deeper ones are refused before anything walks them. */
export const maxBodyDepth = 32;

/** The body limit of an operation: its `x-max-body-bytes` (image uploads) or the default 1 MiB. */
export function maxBodyBytesOf(meta: OperationMeta): number {
  const own = operationObject(meta)['x-max-body-bytes'];
  return typeof own === 'number' && own > 0 ? own : defaultMaxBodyBytes;
}

export function bodyTooLarge(limit: number): Failure {
  return fail(413, 'payload_too_large', `the request body is over ${limit} bytes`, {
    field: 'body',
  });
}

/** True when a parsed JSON value nests deeper than `limit` levels (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > limit) return true;
    for (const item of Object.values(next.value as Record<string, unknown>))
      if (item !== null && typeof item === 'object')
        stack.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

function tooDeep(field: string): Failure {
  return fail(400, 'validation_error', `the body nests deeper than ${maxBodyDepth} levels`, {
    field,
  });
}

const trialType = 4;
const agentTypes = new Set([1, 2, 41, 42]);

function parseBody(meta: OperationMeta, request: MockRequest): { body: unknown } | Failure {
  const raw = request.rawBody;
  // An operation that takes no body ignores whatever was sent (logout, markFirstLogin, ...).
  if (raw === null || raw === '' || meta.requestContentType === null) return { body: undefined };
  // Characters never outnumber UTF-8 bytes: hosts that read the body whole are held to the limit too.
  const limit = maxBodyBytesOf(meta);
  if (raw.length > limit) return bodyTooLarge(limit);
  const contentType =
    (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (meta.tag === 'mock-control' && contentType !== 'application/json') {
    // A page elsewhere can send text/plain without asking: the control API takes JSON only.
    return fail(400, 'validation_error', 'send the body as application/json', {
      field: 'header.content-type',
    });
  }
  if (meta.requestContentType === 'application/x-www-form-urlencoded') {
    if (contentType !== 'application/x-www-form-urlencoded') {
      return fail(400, 'validation_error', 'send the body as application/x-www-form-urlencoded', {
        field: 'header.content-type',
      });
    }
    return { body: Object.fromEntries(new URLSearchParams(raw)) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail(400, 'malformed_json', 'the request body is not valid JSON', { field: 'body' });
  }
  if (nestsDeeperThan(parsed, maxBodyDepth)) return tooDeep('body');
  if (!meta.encrypted) return { body: parsed };
  const codecName = request.headers.get('x-payload-codec');
  const codec = codecName ? payloadCodecs[codecName] : undefined;
  if (!codec) {
    return fail(
      400,
      'validation_error',
      'an encrypted operation needs a known X-Payload-Codec header (b64json or identity)',
      {
        field: 'header.x-payload-codec',
      },
    );
  }
  const payload = (parsed as { payload?: unknown } | null)?.payload;
  if (typeof payload !== 'string' || payload === '') {
    return fail(
      400,
      'validation_error',
      'send the encrypted payload as { "payload": "<encoded>" }',
      { field: 'body.payload' },
    );
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(codec.decode(payload)) as unknown;
  } catch {
    return fail(400, 'malformed_json', `the payload does not decode with ${codec.name} to JSON`, {
      field: 'body.payload',
    });
  }
  return nestsDeeperThan(decoded, maxBodyDepth) ? tooDeep('body.payload') : { body: decoded };
}

/** The caller's session: none for a missing, unknown or expired token (sandbox clock). */
function sessionOf(backend: MockBackend, request: MockRequest): SessionRecord | null {
  const header = request.headers.get('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  const session = token ? (backend.db.sessions.get(token) ?? null) : null;
  if (!session || isSessionExpired(backend.config, session, backend.clock.nowMs())) return null;
  return session;
}

/**
 * The context a handler gets. A class rather than an object literal with a getter: it is made for
 * every request, and V8 builds a literal with an accessor the slow way.
 */
class PipelineContext implements HandlerContext<OperationId> {
  readonly query: never;
  readonly path: never;
  readonly body: never;
  readonly headers: { get(name: string): string | null };
  /** The caller's member; a property of its own, because handlers take it out (`{ me }`). */
  readonly me: () => MemberRecord;
  /** Own property too (`{ holdsUntil }`). */
  readonly holdsUntil: (atMs: number) => void;
  #context: RequestContext | null = null;

  constructor(
    parts: { query: unknown; path: unknown; body: unknown },
    private readonly tracker: ReadTracker | null,
    private readonly mockRequest: MockRequest,
    private readonly connection: Parameters<typeof requestContext>[2],
    readonly session: SessionRecord | null,
    readonly member: MemberRecord | null,
    readonly backend: MockBackend,
    operationId: string,
  ) {
    this.query = parts.query as never;
    this.path = parts.path as never;
    this.body = parts.body as never;
    this.headers = tracker?.headers ?? mockRequest.headers;
    this.me = () => {
      if (!member) throw new Error(`${operationId} asked for the caller of an anonymous request`);
      return member;
    };
    this.holdsUntil = (atMs) => tracker?.holdsUntil(atMs);
  }

  /** Read on demand, so the read cache knows which answers depend on the caller's address. */
  get request(): RequestContext {
    this.tracker?.usedRequestContext();
    this.#context ??= requestContext(this.headers, this.mockRequest.query, this.connection);
    return this.#context;
  }
}

/** The caller of one request (see `callerOf` in createPipeline). */
interface Caller {
  session(): SessionRecord | null;
}

/** Records the session's use, at most once a minute (core/session-life.ts); call inside the lock. */
async function touchSession(backend: MockBackend, session: SessionRecord | null): Promise<boolean> {
  if (!session || !needsTouch(session, backend.clock.nowMs())) return false;
  if (!backend.db.sessions.get(session.id)) return false;
  const now = backend.clock.iso();
  await backend.db.sessions.update(session.id, (s) => {
    s.lastSeenAt = now;
  });
  return true;
}

function gate(handler: AnyHandler, member: MemberRecord | null): Failure | null {
  if (handler.access === 'anyone' || !member) return null;
  if (member.type === trialType) return refusals.trialAccount();
  if (handler.access === 'agent' && !agentTypes.has(member.type)) return refusals.notAgent();
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function injectFault(backend: MockBackend, meta: OperationMeta): Promise<Failure | null> {
  if (meta.tag === 'mock-control') return null;
  const rule = backend.config.faults.find(
    (f) => f.operationId === meta.operationId || f.operationId === '*',
  );
  if (!rule) return null;
  if (rule.latencyMs) await sleep(rule.latencyMs);
  const hit = backend.random() < (rule.rate ?? 1);
  if (!hit) return null;
  if (rule.timeout) {
    await sleep(backend.config.timeoutMs);
    return fail(
      504,
      'request_timeout',
      'injected timeout: the mock held this request until it gave up',
    );
  }
  if (rule.status) {
    return fail(
      rule.status,
      rule.code ?? 'unknown_error',
      `injected fault (${rule.status}) by the control API`,
    );
  }
  return null;
}

/**
 * The one wrapper every operation goes through, in every host:
 * route by index -> due clock tasks -> injected faults -> body decoding -> contract validation ->
 * session (unknown or expired: none) -> restricted-session and access gates -> (write lock: due clock
 * tasks, handler, session use recorded when served, due clock tasks, commit hooks) -> durability
 * (awaited outside the lock) -> envelope.
 * Bad input never reaches a handler, so it never changes state; an unexpected handler error is a
 * 500 `unknown_error`, which the tests forbid.
 */
export function createPipeline(
  backend: MockBackend,
  handlers: readonly AnyHandler[],
  options: PipelineOptions = {},
) {
  const routes = new RouteIndex(operationMetas);
  const byOperation = new Map(handlers.map((h) => [h.operationId as string, h]));
  const reportError =
    options.onHandlerError ??
    ((e: unknown, id: string) => console.error(`[mock] ${id} failed:`, e));
  const readCache = options.readCache ? new ReadCache(backend, options.readCache) : null;
  const connectionOf = (request: MockRequest) => ({
    remoteAddress: request.remoteAddress ?? null,
    trustProxy: options.trustProxy === true,
  });

  /** A served read records the session's use (once a minute at most): a refusal changes nothing. */
  async function recordUse(status: number, session: SessionRecord | null): Promise<void> {
    if (status < 400 && session && needsTouch(session, backend.clock.nowMs())) {
      const durable = await backend.writeLock.exclusive(async () =>
        (await touchSession(backend, session)) ? commit(backend) : null,
      );
      if (durable) await durable;
    }
  }

  /**
   * The request's session, looked up once: the pipeline asks before the read cache, before the
   * handler and for the request log. Between the first two nothing awaits a write; the log names
   * the member who sent the request (a logout's too).
   */
  function callerOf(request: MockRequest): Caller {
    let known: SessionRecord | null | undefined;
    return {
      session() {
        if (known === undefined) known = sessionOf(backend, request);
        return known;
      },
    };
  }

  // Validators compile on an operation's first call (about 5 ms each): compiling all 123 up front
  // would add most of a second to every start.

  /**
   * The live request log (the console's): every answer but the control API's, with the member's
   * account name when a session was sent; no bodies, tokens or query values.
   */
  function recordRequest(
    request: MockRequest,
    response: MockResponse,
    latencyMs: number,
    caller: Caller,
  ): void {
    if (response.operation?.tag === 'mock-control' || request.pathname.startsWith('/__mock/'))
      return;
    const session = caller.session();
    const member = session ? (backend.db.members.get(session.memberId)?.account ?? null) : null;
    backend.requestLog.record({
      atMs: Date.now(),
      operationId: response.operation?.operationId ?? 'unknown',
      method: request.method,
      path: request.pathname,
      status: response.status,
      latencyMs: Math.round(latencyMs * 10) / 10,
      member,
    });
  }

  async function answer(request: MockRequest, caller: Caller): Promise<MockResponse> {
    const match = routes.match(request.method, request.pathname);
    if (!match) {
      return routes.knowsPath(request.pathname)
        ? {
            status: 405,
            body: fail(405, 'validation_error', `${request.method} is not allowed here`).envelope,
          }
        : {
            status: 404,
            body: refusals.notFound(`operation ${request.method} ${request.pathname}`).envelope,
          };
    }
    const { meta } = match;
    const respond = (
      outcome: Failure | { status: number; body: unknown; headers?: Record<string, string> },
    ): MockResponse =>
      'kind' in outcome
        ? { status: outcome.status, body: outcome.envelope, operation: meta }
        : outcome.headers
          ? {
              status: outcome.status,
              body: outcome.body,
              headers: outcome.headers,
              operation: meta,
            }
          : { status: outcome.status, body: outcome.body, operation: meta };

    // Time may have passed since the last request: settle what fell due first, so every answer
    // (reads included) sees it. Writes do it inside their own turn of the lock below.
    if (meta.method === 'GET' && anyClockTaskDue(backend)) {
      try {
        // Wrapped: an async function returning the promise itself would await it inside the lock.
        const { durable } = await backend.writeLock.exclusive(async () => ({
          durable: (await runDueClockTasks(backend)) ? commit(backend) : null,
        }));
        if (durable) await durable;
      } catch (error) {
        reportError(error, meta.operationId);
        return respond(fail(500, 'unknown_error', 'the mock backend failed unexpectedly'));
      }
    }

    const fault = await injectFault(backend, meta);
    if (fault) return respond(fault);

    // A read asked before with the same inputs at the same state: the kept answer, before any
    // decoding or validation (it passed them with these very inputs). See core/read-cache.ts.
    const cache =
      readCache && meta.method === 'GET' && meta.tag !== 'mock-control' ? readCache : null;
    let cacheKey: string | null = null;
    const address = () =>
      requestContext(request.headers, request.query, connectionOf(request)).address;
    if (cache) {
      const idle = backend.writeLock.whenIdle();
      if (idle) await idle;
      const session = meta.acceptsToken ? caller.session() : null;
      if (!meta.guarded || session) {
        cacheKey = cache.key(
          meta.operationId,
          request.pathname,
          request.query,
          session?.id ?? null,
        );
        const hit = cache.lookup(cacheKey, meta.operationId, request.headers, address);
        if (hit) {
          try {
            await recordUse(hit.status, session);
          } catch (error) {
            reportError(error, meta.operationId);
            return respond(fail(500, 'unknown_error', 'the mock backend failed unexpectedly'));
          }
          return {
            status: hit.status,
            body: hit.body,
            ...(hit.headers ? { headers: hit.headers } : {}),
            operation: meta,
            serialized: hit.serialized,
          };
        }
      }
    }

    const parsed = parseBody(meta, request);
    if ('kind' in parsed) return respond(parsed);
    const parts = {
      query: queryObject(request.query),
      path: { ...match.params },
      body: parsed.body,
      contentType: null,
    };
    const invalid = validateRequest(meta, parts);
    if (invalid)
      return respond(fail(400, 'validation_error', invalid.message, { field: invalid.field }));

    const session = meta.acceptsToken ? caller.session() : null;
    if (meta.guarded && !session) return respond(refusals.notLoggedIn());
    const member = session ? (backend.db.members.get(session.memberId) ?? null) : null;
    if (meta.guarded && !member) return respond(refusals.notLoggedIn());
    const handler = byOperation.get(meta.operationId);
    if (!handler)
      return respond(
        fail(501, 'service_unavailable', `the mock has no handler for ${meta.operationId} yet`),
      );
    const refused =
      (meta.guarded ? restrictedSessionFailure(session, meta.operationId) : null) ??
      gate(handler, member);
    if (refused) return respond(refused);

    const tracker =
      cache && cacheKey !== null
        ? cache.track(cacheKey, meta.operationId, request.headers, address)
        : null;
    const ctx = new PipelineContext(
      parts,
      tracker,
      request,
      connectionOf(request),
      session,
      member,
      backend,
      meta.operationId,
    );

    const run = async () => {
      const resolve = handler.resolve as (
        c: typeof ctx,
      ) => HandlerResult<OperationId> | Promise<HandlerResult<OperationId>>;
      const result = await resolve(ctx);
      if (result.kind === 'failure') return respond(result);
      const body: Record<string, unknown> = { success: true, value: result.value };
      if (result.message) body.message = result.message;
      return respond({
        status: result.status,
        body,
        ...(result.headers ? { headers: result.headers } : {}),
      });
    };

    try {
      if (meta.method === 'GET') {
        const idle = backend.writeLock.whenIdle();
        if (idle) await idle;
        const response = await run();
        if (tracker && response.status >= 200 && response.status < 300)
          response.serialized = tracker.finish(response).serialized;
        await recordUse(response.status, session);
        return response;
      }
      const { response, durable } = await backend.writeLock.exclusive(async () => {
        await runDueClockTasks(backend);
        const answered = await run();
        if (answered.status < 400) await touchSession(backend, session);
        // The handler may have moved the clock (advanceSandboxClock) or replaced the state.
        await runDueClockTasks(backend);
        // Refusals too: the hooks find out what changed (a refusal changes nothing, but a
        // settlement it brought due, or the failed-login bookkeeping, does).
        return { response: answered, durable: commit(backend) };
      });
      // Outside the lock, so the writes queued behind this one run and share its fsync (--persist).
      if (durable) await durable;
      return response;
    } catch (error) {
      reportError(error, meta.operationId);
      return respond(fail(500, 'unknown_error', 'the mock backend failed unexpectedly'));
    }
  }

  return {
    routes,
    /** The body limit of the operation a request goes to (hosts stop reading past it). */
    bodyLimit(method: string, pathname: string): number {
      const match = routes.match(method, pathname);
      return match ? maxBodyBytesOf(match.meta) : defaultMaxBodyBytes;
    },
    async handle(request: MockRequest): Promise<MockResponse> {
      const started = performance.now();
      const caller = callerOf(request);
      const response = await answer(request, caller);
      recordRequest(request, response, performance.now() - started, caller);
      options.onResponse?.(response, request);
      return response;
    },
  };
}

export type Pipeline = ReturnType<typeof createPipeline>;

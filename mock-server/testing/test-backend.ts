import { b64JsonCodec } from '../../openapi/runtime/payload-codec';
import { seededRandom } from '../../openapi/runtime/seeded-random';
import { createMockBackend, type MockBackend } from '../core/backend';
import { operationMetas } from '../../openapi/runtime/contract';
import { createPipeline, type MockResponse, type Pipeline } from '../core/pipeline';
import { validateResponseHeaders } from '../../openapi/runtime/response-header-validation';
import {
  validateResponse,
  type ResponseViolation,
} from '../../openapi/runtime/response-validation';
import type { OperationId } from '../core/handler-types';
import { allHandlers } from '../handlers';
import type { SeedOptions } from '../seed/seed-context';
import { signIn } from '../domains/accounts/rules/sessions';
import { localAddress } from '../core/request-context';
import { SandboxHub } from '../hosts/sandbox-hub';
import {
  defaultMaxSandboxes,
  defaultSandboxIdleMinutes,
} from '../domains/control/rules/isolated-sandboxes';

/** The request context of a sign-in made by `tokenFor`. */
const testClient = { address: localAddress, device: 'WEB', language: null };

export interface CallOptions {
  query?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  path?: Record<string, string | number>;
  body?: unknown;
  /** Send this exact text as the body (malformed JSON, wrong encodings). */
  rawBody?: string;
  token?: string | null;
  headers?: Record<string, string>;
  /** For x-encrypted operations the body is wrapped with the default codec unless this is false. */
  encode?: boolean;
  /** The connection's address, as a socket would give it (default: none, the `local` address). */
  remoteAddress?: string;
}

export interface TestBackendOptions {
  /**
   * Read client addresses from `X-Forwarded-For` (default true: tests play many clients from one
   * process, as a sandbox behind a trusted proxy sees them). False is a sandbox without
   * `--trust-proxy`: only `remoteAddress` counts.
   */
  trustProxy?: boolean;
}

export interface CallResult {
  status: number;
  /** The response headers (`X-Captcha-Id` of `getCaptcha`, ...). */
  headers: Headers;
  body: {
    success: boolean;
    value?: unknown;
    code?: string;
    message?: string;
    field?: string;
  };
}

const metaById = new Map(operationMetas.map((m) => [m.operationId, m]));

/**
 * A mock backend for vitest: the real pipeline and handlers, every answer validated against the
 * contract (violations collect in `violations`; assert they stay empty).
 */
export interface TestBackend {
  backend: MockBackend;
  pipeline: Pipeline;
  violations: ResponseViolation[];
  /** Calls an operation by its operationId, the way a client would. */
  call(operationId: OperationId, options?: CallOptions): Promise<CallResult>;
  /** A session token for a member, signed in by the rule a login request uses (no password asked). */
  tokenFor(account: string): Promise<string>;
  /**
   * Back to the state right after seeding, as `backend.reset()` leaves it, from a snapshot taken
   * then (an import costs a third of seeding again); a backend whose seed options changed since is
   * reset and seeded again.
   */
  restoreSeed(): Promise<void>;
}

export async function createTestBackend(
  seed: Partial<SeedOptions> = {},
  options: TestBackendOptions = {},
): Promise<TestBackend> {
  const backend = await createMockBackend(seed);
  // Snapshots, scenarios and isolated sandboxes, as the sandbox server has them.
  new SandboxHub(backend, {
    idleMinutes: defaultSandboxIdleMinutes,
    maxSandboxes: defaultMaxSandboxes,
    pipelineOptions: { trustProxy: options.trustProxy ?? true },
  });
  const violations: ResponseViolation[] = [];
  const pipeline = createPipeline(backend, allHandlers, {
    trustProxy: options.trustProxy ?? true,
    onResponse(response: MockResponse) {
      if (!response.operation) return;
      const { operation, status } = response;
      violations.push(
        ...validateResponse(operation, status, response.body),
        ...validateResponseHeaders(operation, status, new Headers(response.headers)),
      );
    },
  });

  async function call(operationId: OperationId, options: CallOptions = {}): Promise<CallResult> {
    const meta = metaById.get(operationId);
    if (!meta) throw new Error(`No operation ${operationId} in the contract`);
    let pathname = meta.path;
    for (const [name, value] of Object.entries(options.path ?? {})) {
      pathname = pathname.replace(`{${name}}`, encodeURIComponent(String(value)));
    }
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
    }
    const headers = new Headers(options.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    let rawBody: string | null = options.rawBody ?? null;
    if (rawBody === null && options.body !== undefined) {
      if (meta.requestContentType === 'application/x-www-form-urlencoded') {
        headers.set('content-type', 'application/x-www-form-urlencoded');
        rawBody = new URLSearchParams(options.body as Record<string, string>).toString();
      } else if (meta.encrypted && options.encode !== false) {
        headers.set('content-type', 'application/json');
        headers.set('x-payload-codec', b64JsonCodec.name);
        rawBody = JSON.stringify({ payload: b64JsonCodec.encode(JSON.stringify(options.body)) });
      } else {
        headers.set('content-type', 'application/json');
        rawBody = JSON.stringify(options.body);
      }
    } else if (rawBody !== null && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    const response = await pipeline.handle({
      method: meta.method,
      pathname,
      query,
      headers,
      rawBody,
      remoteAddress: options.remoteAddress ?? null,
    });
    return {
      status: response.status,
      headers: new Headers(response.headers),
      body: response.body as CallResult['body'],
    };
  }

  async function tokenFor(account: string): Promise<string> {
    const member = backend.db.memberByAccount(account.toLowerCase());
    if (!member) throw new Error(`No member ${account}`);
    // The same sign-in as a login request makes, from a client like the test calls.
    const { token } = await backend.writeLock.exclusive(() =>
      signIn(backend, member, { ...testClient, userAgent: 'vitest' }),
    );
    return token;
  }

  const seededState = backend.exportState({ includeCatalogue: false });
  async function restoreSeed(): Promise<void> {
    if (JSON.stringify(backend.seed) !== JSON.stringify(seededState.seed)) {
      await backend.reset(seededState.seed);
      return;
    }
    await backend.importState(seededState);
    // What `reset` also starts again: the random numbers the handlers draw.
    backend.random = seededRandom(backend.seed.seed);
  }

  return { backend, pipeline, violations, call, tokenFor, restoreSeed };
}

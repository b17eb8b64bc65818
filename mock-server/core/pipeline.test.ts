import { beforeEach, describe, expect, it } from 'vitest';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec';
import { createMockBackend, type MockBackend } from './backend';
import { defineHandler } from './define-handler';
import { ok } from './envelope';
import { createPipeline, maxBodyDepth, nestsDeeperThan, type MockRequest } from './pipeline';

/** Handlers that record what reached them, so the tests can prove what did not. */
function probeHandlers(reached: string[]) {
  return [
    defineHandler('getSystemStatus', 'anyone', () => {
      reached.push('getSystemStatus');
      return ok<'getSystemStatus'>({
        status: 0,
        maintenance: null,
        region: null,
        ip: '127.0.0.1',
      } as never);
    }),
    defineHandler('login', 'anyone', (ctx) => {
      reached.push(`login:${ctx.body.username}`);
      return ok<'login'>({
        token: 'x'.repeat(32),
        firstTimeLogin: false,
        passwordExpired: false,
        userName: ctx.body.username,
      });
    }),
    defineHandler('getBalance', 'realMember', (ctx) => {
      reached.push(`getBalance:${ctx.me().account}`);
      return ok<'getBalance'>({
        sumBalance: 0,
        currency: 'PHP',
        currencySymbol: 'P',
        wallets: [],
        updatedAt: ctx.backend.clock.iso(),
      } as never);
    }),
    defineHandler('getTeamOverview', 'agent', () => {
      reached.push('getTeamOverview');
      throw new Error('not reached in these tests');
    }),
  ];
}

function request(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; rawBody?: string } = {},
): MockRequest {
  const url = new URL(path, 'http://mock.test');
  return {
    method,
    pathname: url.pathname,
    query: url.searchParams,
    headers: new Headers(init.headers),
    rawBody: init.rawBody ?? null,
  };
}

const encrypted = (body: unknown) => ({
  headers: { 'content-type': 'application/json', 'x-payload-codec': 'b64json' },
  rawBody: JSON.stringify({ payload: b64JsonCodec.encode(JSON.stringify(body)) }),
});

let backend: MockBackend;
let reached: string[];
let pipeline: ReturnType<typeof createPipeline>;

beforeEach(async () => {
  backend ??= await createMockBackend({
    sizes: { players: 5, agents: 1, slotGames: 50, betsPerMember: 1 },
  });
  reached = [];
  pipeline = createPipeline(backend, probeHandlers(reached));
});

async function token(account: string) {
  const member = backend.db.memberByAccount(account);
  if (!member) throw new Error(account);
  const id = `tok-${account}-${Math.random()}`;
  await backend.db.sessions.insert({
    id,
    memberId: member.id,
    kind: 'member',
    createdAt: backend.clock.iso(),
  });
  return id;
}

describe('routing', () => {
  it('answers an unknown path with 404 and a known path under another method with 405', async () => {
    expect((await pipeline.handle(request('GET', '/wps/nope'))).status).toBe(404);
    expect((await pipeline.handle(request('DELETE', '/wps/system/status'))).status).toBe(405);
  });

  it('says 501 for an operation that has no handler yet, naming it', async () => {
    const response = await pipeline.handle(request('GET', '/wps/system/countries'));
    expect(response.status).toBe(501);
    expect(response.body).toMatchObject({
      success: false,
      message: expect.stringContaining('listCountries'),
    });
  });
});

describe('bad input never reaches a handler', () => {
  it('refuses malformed JSON with malformed_json', async () => {
    const response = await pipeline.handle(
      request('POST', '/wps/session/login', {
        headers: { 'content-type': 'application/json', 'x-payload-codec': 'b64json' },
        rawBody: '{"payload":',
      }),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'malformed_json', field: 'body' },
    });
    expect(reached).toEqual([]);
  });

  it('refuses an encrypted operation sent in the clear, naming the header', async () => {
    const response = await pipeline.handle(
      request('POST', '/wps/session/login', {
        headers: { 'content-type': 'application/json' },
        rawBody: '{"username":"a","password":"b"}',
      }),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'header.x-payload-codec' },
    });
    expect(reached).toEqual([]);
  });

  it('names the missing field of a decoded payload', async () => {
    const response = await pipeline.handle(
      request('POST', '/wps/session/login', encrypted({ username: 'demoplayer' })),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'body.password' },
    });
    expect(reached).toEqual([]);
  });

  it('names a query parameter of the wrong type', async () => {
    const response = await pipeline.handle(
      request('GET', '/lgw/games/list?gameType=RNG&pageNo=first'),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'validation_error', field: 'query.pageNo' },
    });
  });

  it('passes a valid request through with its decoded body', async () => {
    const response = await pipeline.handle(
      request(
        'POST',
        '/wps/session/login',
        encrypted({ username: 'demoplayer', password: 'demo1234' }),
      ),
    );
    expect(response.status).toBe(200);
    expect(reached).toEqual(['login:demoplayer']);
  });
});

describe('sessions and gates', () => {
  it('refuses a guarded operation without a valid token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-session' },
      { authorization: 'Basic abc' },
    ];
    for (const headers of attempts) {
      const response = await pipeline.handle(
        request('GET', '/wps/v2/wallets/balance', { headers }),
      );
      expect(response).toMatchObject({ status: 401, body: { code: 'not_logged_in' } });
    }
    expect(reached).toEqual([]);
  });

  it('turns trial accounts away from member operations and non-agents from agent ones', async () => {
    const trial = await pipeline.handle(
      request('GET', '/wps/v2/wallets/balance', {
        headers: { authorization: `Bearer ${await token('demotrial')}` },
      }),
    );
    expect(trial).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    const player = await pipeline.handle(
      request('GET', '/wps/agent/team/overview', {
        headers: { authorization: `Bearer ${await token('demoplayer')}` },
      }),
    );
    expect(player).toMatchObject({ status: 403, body: { code: 'error_not_agent' } });
    expect(reached).toEqual([]);
  });

  it('gives the handler the caller', async () => {
    await pipeline.handle(
      request('GET', '/wps/v2/wallets/balance', {
        headers: { authorization: `Bearer ${await token('demoplayer')}` },
      }),
    );
    expect(reached).toEqual(['getBalance:demoplayer']);
  });
});

describe('faults', () => {
  it('injects the configured failure for one operation and leaves the others alone', async () => {
    backend.config.faults = [
      { operationId: 'getSystemStatus', status: 503, code: 'service_unavailable' },
    ];
    try {
      expect((await pipeline.handle(request('GET', '/wps/system/status'))).body).toMatchObject({
        code: 'service_unavailable',
      });
      const login = await pipeline.handle(
        request('POST', '/wps/session/login', encrypted({ username: 'a', password: 'b' })),
      );
      expect(login.status).toBe(200);
    } finally {
      backend.config.faults = [];
    }
  });
});

describe('durability (commit hooks)', () => {
  const login = (username: string) =>
    pipeline.handle(
      request(
        'POST',
        '/wps/session/login',
        encrypted({ username, password: 'demo1234', type: 'username' }),
      ),
    );

  it('answers a write once its hook says it is durable, without holding the write lock meanwhile', async () => {
    let makeDurable!: () => void;
    const first = new Promise<void>((resolve) => {
      makeDurable = resolve;
    });
    const hooks: (Promise<void> | undefined)[] = [first, undefined];
    backend.onCommitted.push(() => hooks.shift());
    try {
      let firstAnswered = false;
      const slow = login('alice').then((answer) => {
        firstAnswered = true;
        return answer;
      });
      // The second write runs and is answered while the first still waits for its fsync.
      expect((await login('bob')).status).toBe(200);
      expect(firstAnswered).toBe(false);
      makeDurable();
      expect((await slow).status).toBe(200);
      expect(reached).toEqual(['login:alice', 'login:bob']);
    } finally {
      backend.onCommitted.length = 0;
    }
  });

  it('answers 500 when the change could not be made durable', async () => {
    backend.onCommitted.push(() => Promise.reject(new Error('disk full')));
    const errors: unknown[] = [];
    pipeline = createPipeline(backend, probeHandlers(reached), {
      onHandlerError: (error) => errors.push(error),
    });
    try {
      const answer = await login('carol');
      expect(answer.status).toBe(500);
      expect(errors).toHaveLength(1);
    } finally {
      backend.onCommitted.length = 0;
    }
  });
});

describe('nestsDeeperThan', () => {
  it('counts levels without recursion, so any depth is measured', () => {
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(nestsDeeperThan(deep, maxBodyDepth)).toBe(true);
  });
});

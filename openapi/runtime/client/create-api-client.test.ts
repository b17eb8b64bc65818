import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { toResult } from './api-result';
import { createApiClient, type ApiClientOptions } from './create-api-client';
import { b64JsonCodec } from '../payload-codec';

const base = 'http://backend.test';
const server = setupServer();
let seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

/** Answers every request with `reply` and remembers what arrived. */
function answer(reply: () => Response) {
  server.use(
    http.all(`${base}/*`, ({ request }) => {
      seen.push(request.clone());
      return reply();
    }),
  );
}

const ok = (value: unknown) => () => HttpResponse.json({ success: true, value });

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: base, getToken: () => 'token-123', ...options });
}

function lastRequest(): Request {
  const request = seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
}

describe('session token', () => {
  it('is sent as a bearer token on guarded operations', async () => {
    answer(ok({ account: 'demoplayer' }));
    await client().GET('/wps/member/info');
    expect(lastRequest().headers.get('authorization')).toBe('Bearer token-123');
  });

  it('is never sent on public operations', async () => {
    answer(ok({ status: 0 }));
    await client().GET('/wps/system/status');
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });

  it('is left out when there is no session', async () => {
    answer(ok({ account: 'demoplayer' }));
    await client({ getToken: () => null }).GET('/wps/member/info');
    expect(lastRequest().headers.get('authorization')).toBeNull();
  });
});

describe('encrypted payloads', () => {
  it('wraps the body of x-encrypted operations with the codec and names it', async () => {
    answer(
      ok({ token: 'x'.repeat(32), firstTimeLogin: false, passwordExpired: false, userName: 'u' }),
    );
    await client().POST('/wps/session/login', {
      body: { username: 'demoplayer', password: 'Passw0rd!', type: 'username' },
    });
    const request = lastRequest();
    expect(request.headers.get('x-payload-codec')).toBe('b64json');
    const wire = (await request.json()) as { payload: string };
    expect(Object.keys(wire)).toEqual(['payload']);
    expect(JSON.parse(b64JsonCodec.decode(wire.payload))).toEqual({
      username: 'demoplayer',
      password: 'Passw0rd!',
      type: 'username',
    });
  });

  it('keeps non-ASCII text intact through the default codec', () => {
    const text = JSON.stringify({ nickname: 'Nguyễn 玩家 ✓' });
    expect(b64JsonCodec.decode(b64JsonCodec.encode(text))).toBe(text);
  });

  it('leaves other bodies in the clear', async () => {
    answer(ok({ sent: true }));
    await client().POST('/wps/member/password/email', {
      body: { username: 'demoplayer', email: 'player@example.test' },
    });
    const request = lastRequest();
    expect(request.headers.get('x-payload-codec')).toBeNull();
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      username: 'demoplayer',
      email: 'player@example.test',
    });
  });
});

describe('brand defaults', () => {
  it('adds merchant, platform and device headers to every call', async () => {
    answer(ok({ status: 0 }));
    await client({ brand: { merchantCode: 'M01' } }).GET('/wps/system/status');
    const headers = lastRequest().headers;
    expect(headers.get('x-merchant-code')).toBe('M01');
    expect(headers.get('x-platform')).toBe('web');
    expect(headers.get('x-device')).toBe('WEB');
  });

  it('fills the query fields an operation declares, and a caller value wins', async () => {
    answer(ok({ games: [], totalPages: 0, pageNo: 1, pageSize: 30, totalCount: 0 }));
    await client({ brand: { merchantCode: 'M01', language: () => 'TY' } }).GET('/lgw/games/list', {
      params: { query: { gameType: 'RNG', language: 'EN' } },
    });
    const query = new URL(lastRequest().url).searchParams;
    expect(query.get('clientType')).toBe('3');
    expect(query.get('merchant')).toBe('M01');
    expect(query.get('platform')).toBe('W');
    expect(query.get('language')).toBe('EN');
    expect(query.get('gameType')).toBe('RNG');
  });
});

describe('one error path', () => {
  it('keeps the catalogue key, message and field of a failure envelope', async () => {
    answer(() =>
      HttpResponse.json(
        {
          success: false,
          code: 'validation_error',
          message: 'username is required',
          field: 'body.username',
        },
        { status: 400 },
      ),
    );
    const result = await toResult(
      client().POST('/wps/session/login', { body: { username: '', password: 'x' } }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({
      key: 'validation_error',
      message: 'username is required',
      field: 'body.username',
      status: 400,
      operation: 'POST /wps/session/login',
    });
  });

  it('treats a legacy 200 with success false as a failure', async () => {
    answer(() =>
      HttpResponse.json({
        success: false,
        code: 'invitation_code_error',
        message: 'invalid invitation code',
      }),
    );
    const result = await toResult(
      client().GET('/wps/agent/affiliate', { params: { query: { code: 'NOPE' } } }),
    );
    expect(result).toMatchObject({
      ok: false,
      error: { key: 'invitation_code_error', status: 400 },
    });
  });

  it('gives an HTTP error without an envelope a key from its status', async () => {
    answer(() => new HttpResponse('<html>Bad gateway</html>', { status: 503 }));
    const result = await toResult(client().GET('/wps/system/status'));
    expect(result).toMatchObject({ ok: false, error: { key: 'service_unavailable', status: 503 } });
  });

  it('turns a network failure into network_error', async () => {
    answer(() => HttpResponse.error());
    const result = await toResult(client().GET('/wps/system/status'));
    expect(result).toMatchObject({
      ok: false,
      error: { key: 'network_error', status: 0, operation: 'GET /wps/system/status' },
    });
  });

  it('turns a call that never answers into request_timeout', async () => {
    server.use(http.all(`${base}/*`, () => new Promise<never>(() => undefined)));
    const result = await toResult(client({ timeoutMs: 50 }).GET('/wps/system/status'));
    expect(result).toMatchObject({ ok: false, error: { key: 'request_timeout', status: 0 } });
  });

  it('reports a 401 so the app can end a stale session', async () => {
    answer(() =>
      HttpResponse.json(
        { success: false, code: 'not_logged_in', message: 'session expired' },
        { status: 401 },
      ),
    );
    const unauthorized: ApiError[] = [];
    await toResult(client({ onUnauthorized: (e) => unauthorized.push(e) }).GET('/wps/member/info'));
    expect(unauthorized.map((e) => e.key)).toEqual(['not_logged_in']);
  });

  it('reports a 403 password_change_required so the app can reopen the forced change', async () => {
    answer(() =>
      HttpResponse.json(
        { success: false, code: 'password_change_required', message: 'change it first' },
        { status: 403 },
      ),
    );
    const required: ApiError[] = [];
    const result = await toResult(
      client({ onPasswordChangeRequired: (e) => required.push(e) }).GET('/wps/v2/wallets/balance'),
    );
    expect(result).toMatchObject({ ok: false, error: { key: 'password_change_required' } });
    expect(required.map((e) => e.status)).toEqual([403]);
  });

  it('passes a success value through untouched', async () => {
    answer(ok({ status: 0 }));
    const result = await toResult(client().GET('/wps/system/status'));
    expect(result).toEqual({ ok: true, value: { status: 0 } });
  });
});

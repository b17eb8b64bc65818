import { describe, expect, it } from 'vitest';
import { operations } from '../../../openapi/runtime/generated/operations';
import { b64JsonCodec, identityCodec } from '../../../openapi/runtime/payload-codec';
import { checkRequest, type RequestUnderCheck } from './request-checks';

const login = operations['POST /wps/session/login'];
const emailReset = operations['POST /wps/member/password/email'];
const listNotices = operations['GET /wps/system/notice'];
const plainLogin = { username: 'demoplayer', password: 'demo1234', type: 'username' };

function request(
  meta: RequestUnderCheck['meta'],
  body: string,
  headers: Record<string, string> = {},
): RequestUnderCheck {
  return {
    meta,
    params: {},
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(body),
  };
}

const encoded = (plain: unknown, codec = b64JsonCodec) =>
  JSON.stringify({ payload: codec.encode(JSON.stringify(plain)) });

describe('checkRequest', () => {
  it('decodes an encrypted body with the codec the header names and finds nothing wrong', () => {
    expect(
      checkRequest(request(login, encoded(plainLogin), { 'x-payload-codec': 'b64json' })),
    ).toEqual([]);
    expect(
      checkRequest(
        request(login, encoded(plainLogin, identityCodec), { 'x-payload-codec': 'identity' }),
      ),
    ).toEqual([]);
  });

  it('validates the decoded payload against the contract', () => {
    const findings = checkRequest(
      request(login, encoded({ ...plainLogin, username: 42 }), { 'x-payload-codec': 'b64json' }),
    );
    expect(findings).toEqual([{ jsonPath: 'body.username', value: 42, message: 'must be string' }]);
  });

  it('reports a missing or unknown codec header, and a payload that does not decode', () => {
    expect(checkRequest(request(login, encoded(plainLogin)))).toEqual([
      expect.objectContaining({ jsonPath: 'header.x-payload-codec' }),
    ]);
    expect(checkRequest(request(login, encoded(plainLogin), { 'x-payload-codec': 'des' }))).toEqual(
      [expect.objectContaining({ jsonPath: 'header.x-payload-codec', value: 'des' })],
    );
    expect(
      checkRequest(request(login, '{"payload":"%%%"}', { 'x-payload-codec': 'b64json' })),
    ).toEqual([expect.objectContaining({ jsonPath: 'body.payload', value: '%%%' })]);
    expect(
      checkRequest(request(login, JSON.stringify(plainLogin), { 'x-payload-codec': 'b64json' })),
    ).toEqual([
      expect.objectContaining({
        jsonPath: 'body.payload',
        message: expect.stringMatching(/^must be a non-empty string/),
      }),
    ]);
  });

  it('decodes with --codec when given, and says when the header names another one', () => {
    const body = encoded(plainLogin, identityCodec);
    expect(checkRequest(request(login, body), { codec: identityCodec })).toEqual([
      expect.objectContaining({ jsonPath: 'header.x-payload-codec' }),
    ]);
    expect(
      checkRequest(request(login, body, { 'x-payload-codec': 'b64json' }), {
        codec: identityCodec,
      }),
    ).toEqual([expect.objectContaining({ jsonPath: 'header.x-payload-codec', value: 'b64json' })]);
  });

  it('reports malformed JSON and a missing required body once each', () => {
    expect(checkRequest(request(login, '{"payload":', { 'x-payload-codec': 'b64json' }))).toEqual([
      { jsonPath: 'body', value: '{"payload":', message: 'is not valid JSON' },
    ]);
    expect(checkRequest(request(login, ''))).toEqual([
      { jsonPath: 'body', message: 'a request body is required' },
    ]);
  });

  it('reads form bodies as forms and reports a JSON body sent to a form operation', () => {
    const form = 'username=demoplayer&email=demoplayer%40example.test';
    expect(
      checkRequest(
        request(emailReset, form, { 'content-type': 'application/x-www-form-urlencoded' }),
      ),
    ).toEqual([]);
    expect(checkRequest(request(emailReset, '{"username":"demoplayer"}'))).toEqual([
      expect.objectContaining({ jsonPath: 'header.content-type', value: 'application/json' }),
    ]);
  });

  it('blames the value as sent, not as coerced, and leaves query defaults out', () => {
    const check = { ...request(listNotices, ''), query: new URLSearchParams('pageNo=0') };
    expect(checkRequest(check)).toEqual([
      { jsonPath: 'query.pageNo', value: '0', message: 'must be >= 1' },
    ]);
    expect(checkRequest({ ...check, query: new URLSearchParams('pageNo=2') })).toEqual([]);
  });
});

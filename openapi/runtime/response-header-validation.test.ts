import { describe, expect, it } from 'vitest';
import { operationMetas } from './contract';
import { validateResponseHeaders } from './response-header-validation';

const meta = (operationId: string) => {
  const found = operationMetas.find((m) => m.operationId === operationId);
  if (!found) throw new Error(`no ${operationId}`);
  return found;
};

describe('validateResponseHeaders', () => {
  it('passes an answer with its declared header, in any letter case', () => {
    const headers = new Headers({ 'x-captcha-id': 'cap_5f2b9c1e7a' });
    expect(validateResponseHeaders(meta('getCaptcha'), 200, headers)).toEqual([]);
  });

  it('reports a required header that is missing, and one that breaks its schema', () => {
    expect(validateResponseHeaders(meta('getCaptcha'), 200, new Headers())).toEqual([
      {
        operation: 'GET /wps/captcha',
        status: 200,
        path: 'header.X-Captcha-Id',
        message: 'required header is missing',
      },
    ]);
    const [tooShort] = validateResponseHeaders(
      meta('getCaptcha'),
      200,
      new Headers({ 'X-Captcha-Id': 'c1' }),
    );
    expect(tooShort).toMatchObject({ path: 'header.X-Captcha-Id' });
    expect(tooShort?.message).toContain('"c1"');
  });

  it('asks nothing of answers that declare no headers', () => {
    expect(validateResponseHeaders(meta('getCaptcha'), 429, new Headers())).toEqual([]);
    expect(validateResponseHeaders(meta('getBalance'), 200, new Headers())).toEqual([]);
  });
});

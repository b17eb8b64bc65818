import { describe, expect, it } from 'vitest';
import { anyOperation } from '../../openapi/runtime/contract-view.ts';
import type { WireResponse } from './http-client.ts';
import { contractMismatches } from './response-judge.ts';

const status = anyOperation('getSystemStatus').meta;
const json = (
  code: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): WireResponse => ({
  status: code,
  contentType,
  headers: new Headers({ 'content-type': contentType }),
  text: JSON.stringify(body),
  json: body,
});
const conforming = {
  success: true,
  value: { status: 0, title: null, endTime: null, info: null, ip: '203.0.113.9' },
};

describe('contractMismatches', () => {
  it('accepts a declared status with a conforming body', () => {
    expect(contractMismatches(status, json(200, conforming))).toEqual([]);
  });

  it('names an undeclared status', () => {
    expect(contractMismatches(status, json(500, { success: false }))).toEqual([
      {
        path: 'status',
        message: 'status 500 is not declared by the contract (declared: 200, 429)',
      },
    ]);
  });

  it('gives the JSON path of each body violation', () => {
    const wrong = { success: true, value: { ...conforming.value, status: '0' } };
    expect(contractMismatches(status, json(200, wrong))).toContainEqual({
      path: '$.value.status',
      message: 'must be integer (got "0")',
    });
  });

  it('requires a JSON content type and a JSON body where the contract declares JSON', () => {
    expect(contractMismatches(status, json(200, conforming, 'text/html'))).toEqual([
      { path: 'header.content-type', message: 'expected application/json, got text/html' },
    ]);
    expect(
      contractMismatches(status, {
        status: 200,
        contentType: 'application/json',
        headers: new Headers({ 'content-type': 'application/json' }),
        text: '<html>',
        json: undefined,
      }),
    ).toEqual([{ path: '$', message: 'the body is not JSON: "<html>"' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../openapi/runtime/client/api-error';
import { keepsRequestId, newRequestId } from './request-id';

const failure = (status: number) =>
  new ApiError({ key: 'unknown_error', message: 'x', status, operation: 'transferWallet' });

describe('request ids', () => {
  it('are new each time and fit the contract (8-64 of letters, digits, - and _)', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });

  it('are kept only after an attempt that got no answer', () => {
    expect(keepsRequestId(failure(0))).toBe(true);
    expect(keepsRequestId(failure(400))).toBe(false);
    expect(keepsRequestId(failure(503))).toBe(false);
    expect(keepsRequestId(null)).toBe(false);
  });
});

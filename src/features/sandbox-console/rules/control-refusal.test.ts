import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../openapi/runtime/client/api-error';
import { controlRefusalOf } from './control-refusal';

const error = (status: number, key: ApiError['key'], field?: string) =>
  new ApiError({ key, message: 'refused', status, operation: 'GET /__mock/config', field });

describe('controlRefusalOf', () => {
  it('names the reason the sandbox gives', () => {
    expect(controlRefusalOf(error(403, 'forbidden', 'header.x-control-token'))).toBe('tokenNeeded');
    expect(controlRefusalOf(error(403, 'forbidden', 'header.host'))).toBe('foreignAddress');
    expect(controlRefusalOf(error(403, 'forbidden', 'header.origin'))).toBe('foreignAddress');
    expect(controlRefusalOf(error(404, 'not_found'))).toBe('otherMachine');
    expect(controlRefusalOf(error(0, 'network_error'))).toBe('unreachable');
  });

  it('leaves every other failure to the section (a refused input is not an access problem)', () => {
    expect(controlRefusalOf(error(400, 'validation_error', 'body.endTime'))).toBeNull();
    expect(controlRefusalOf(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { done, fail, isFailure, ok, refusals } from './envelope';

describe('envelope', () => {
  it('builds the failure envelope with the field only when there is one', () => {
    expect(fail(400, 'validation_error', 'bad', { field: 'body.x' })).toEqual({
      kind: 'failure',
      status: 400,
      envelope: { success: false, code: 'validation_error', message: 'bad', field: 'body.x' },
    });
    expect(refusals.notFound('game').envelope).not.toHaveProperty('field');
  });

  it('tells refusals from values', () => {
    expect(isFailure(refusals.trialAccount())).toBe(true);
    expect(isFailure(ok<'getBalance'>({} as never))).toBe(false);
    expect(isFailure(done(3))).toBe(false);
    expect(isFailure(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyFaultForm, faultFormSchema, faultRuleOf, withFault } from './fault-rule';

const messages = {
  operation: 'operation',
  latency: 'latency',
  status: 'status',
  rate: 'rate',
  nothing: 'nothing',
};
const schema = faultFormSchema(['getBalance', 'login'], messages);
const problems = (form: typeof emptyFaultForm) =>
  schema.safeParse(form).error?.issues.map((issue) => issue.message) ?? [];

describe('the fault form', () => {
  it('makes latency-only, failing and timing-out rules', () => {
    expect(faultRuleOf({ ...emptyFaultForm, operationId: 'login', latencyMs: '800' })).toEqual({
      operationId: 'login',
      latencyMs: 800,
    });
    expect(
      faultRuleOf({
        ...emptyFaultForm,
        kind: 'fail',
        status: '500',
        code: 'unknown_error',
        ratePercent: '25',
      }),
    ).toEqual({ operationId: '*', rate: 0.25, status: 500, code: 'unknown_error' });
    expect(faultRuleOf({ ...emptyFaultForm, operationId: 'getBalance', kind: 'timeout' })).toEqual({
      operationId: 'getBalance',
      rate: 1,
      timeout: true,
    });
  });

  it('refuses unknown operations, odd numbers and a rule that does nothing', () => {
    expect(problems({ ...emptyFaultForm, operationId: 'nope', latencyMs: '5' })).toEqual([
      'operation',
    ]);
    expect(problems({ ...emptyFaultForm, latencyMs: '-1' })).toContain('latency');
    expect(problems({ ...emptyFaultForm, kind: 'fail', status: '200' })).toEqual(['status']);
    expect(problems({ ...emptyFaultForm, kind: 'timeout', ratePercent: '0' })).toEqual(['rate']);
    expect(problems(emptyFaultForm)).toEqual(['nothing']);
    expect(problems({ ...emptyFaultForm, latencyMs: '300' })).toEqual([]);
  });

  it('replaces an operation rule instead of stacking a second one', () => {
    const rules = withFault([{ operationId: 'login', latencyMs: 5 }], {
      operationId: 'login',
      latencyMs: 9,
    });
    expect(rules).toEqual([{ operationId: 'login', latencyMs: 9 }]);
  });
});

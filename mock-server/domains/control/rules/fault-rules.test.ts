import { describe, expect, it } from 'vitest';
import { checkFaults } from './fault-rules';

describe('checkFaults', () => {
  it('accepts rules for contract operations and puts the catch-all rule last', () => {
    const checked = checkFaults([
      { operationId: '*', latencyMs: 100 },
      { operationId: 'getBalance', status: 503, code: 'service_unavailable', rate: 0.5 },
    ]);
    expect(checked).toEqual({
      faults: [
        { operationId: 'getBalance', status: 503, code: 'service_unavailable', rate: 0.5 },
        { operationId: '*', latencyMs: 100 },
      ],
    });
  });

  it('refuses an operationId the contract does not have, naming the field', () => {
    expect(
      checkFaults([
        { operationId: 'getBalance', latencyMs: 1 },
        { operationId: 'noSuchOp', status: 500 },
      ]),
    ).toMatchObject({
      status: 400,
      envelope: { code: 'validation_error', field: 'body.faults.1.operationId' },
    });
  });

  it('refuses faults on the control API, which must stay usable to remove them', () => {
    expect(checkFaults([{ operationId: 'setFaults', status: 500 }])).toMatchObject({
      envelope: { field: 'body.faults.0.operationId' },
    });
  });

  it('refuses rules that do nothing or contradict themselves', () => {
    expect(checkFaults([{ operationId: 'login' }])).toMatchObject({
      envelope: { field: 'body.faults.0' },
    });
    expect(checkFaults([{ operationId: 'login', latencyMs: 0 }])).toMatchObject({
      envelope: { field: 'body.faults.0' },
    });
    expect(checkFaults([{ operationId: 'login', status: 503, timeout: true }])).toMatchObject({
      envelope: { field: 'body.faults.0.timeout' },
    });
    expect(
      checkFaults([{ operationId: 'login', latencyMs: 5, code: 'unknown_error' }]),
    ).toMatchObject({ envelope: { field: 'body.faults.0.code' } });
  });

  it('refuses a second rule for the same operation (it would never apply)', () => {
    expect(
      checkFaults([
        { operationId: 'login', latencyMs: 5 },
        { operationId: 'login', status: 500 },
      ]),
    ).toMatchObject({
      envelope: { field: 'body.faults.1.operationId' },
    });
  });

  it('copies the rules, so the caller cannot change the stored list afterwards', () => {
    const rule = { operationId: 'login', latencyMs: 5 };
    const checked = checkFaults([rule]);
    rule.latencyMs = 999;
    expect(checked).toEqual({ faults: [{ operationId: 'login', latencyMs: 5 }] });
  });
});

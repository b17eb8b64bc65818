import { operationMetas } from '../../../../openapi/runtime/contract';
import { fail } from '../../../core/envelope';
import type { Failure } from '../../../core/handler-types';
import type { FaultRule } from '../../../core/mock-config';

const controlTag = 'mock-control';
const operationTags = new Map(operationMetas.map((meta) => [meta.operationId, meta.tag]));

/** Checks one rule; `field` names it in the answer (`body.faults.2`). */
function checkRule(rule: FaultRule, field: string): Failure | null {
  if (rule.operationId !== '*') {
    const tag = operationTags.get(rule.operationId);
    if (!tag)
      return fail(
        400,
        'validation_error',
        `${rule.operationId} is not an operationId of the contract`,
        { field: `${field}.operationId` },
      );
    if (tag === controlTag) {
      return fail(
        400,
        'validation_error',
        'the control API itself cannot be faulted (it must stay usable to remove faults)',
        {
          field: `${field}.operationId`,
        },
      );
    }
  }
  if (rule.status !== undefined && rule.timeout) {
    return fail(
      400,
      'validation_error',
      'a fault either answers with a status or times out, not both',
      { field: `${field}.timeout` },
    );
  }
  if (rule.code !== undefined && rule.status === undefined) {
    return fail(400, 'validation_error', 'a catalogue key needs the status to answer it with', {
      field: `${field}.code`,
    });
  }
  if (!rule.latencyMs && rule.status === undefined && !rule.timeout) {
    return fail(
      400,
      'validation_error',
      'the fault does nothing: give latencyMs, status or timeout',
      { field },
    );
  }
  return null;
}

/**
 * Validates a complete list of faults (operationIds against the contract, rules that do something,
 * one rule per operation) and orders it so the pipeline's first match is the most specific rule:
 * operation rules before the `*` rule.
 */
export function checkFaults(
  faults: readonly FaultRule[],
  fieldPrefix = 'body.faults',
): { faults: FaultRule[] } | Failure {
  const seen = new Set<string>();
  for (const [index, rule] of faults.entries()) {
    const field = `${fieldPrefix}.${index}`;
    const refused = checkRule(rule, field);
    if (refused) return refused;
    if (seen.has(rule.operationId)) {
      return fail(
        400,
        'validation_error',
        `${rule.operationId} has a rule already; give one rule per operation`,
        { field: `${field}.operationId` },
      );
    }
    seen.add(rule.operationId);
  }
  const copies = faults.map((rule) => ({ ...rule }));
  return {
    faults: [
      ...copies.filter((r) => r.operationId !== '*'),
      ...copies.filter((r) => r.operationId === '*'),
    ],
  };
}

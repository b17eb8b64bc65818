import { describe, expect, it } from 'vitest';
import { operationMetas } from '../../../../openapi/runtime/contract';
import { demoAccounts } from '../../../seed/demo-accounts';
import { createdMember, resolvePlaceholders, scenarioNamed, scenarios } from './scenarios';

const operationIds = new Set(operationMetas.map((meta) => meta.operationId));
const demoNames = new Set<string>(demoAccounts.map((a) => a.account));

describe('scenarios as data', () => {
  it('has the eight presets of issue 16, with unique names and one-line descriptions', () => {
    expect(scenarios.map((s) => s.name)).toEqual([
      'new-player',
      'withdrawal-awaiting-receipt',
      'agent-contract-offer',
      'maintenance-tonight',
      'region-blocked',
      'game-under-maintenance',
      'vip-member',
      'self-excluded-member',
    ]);
    for (const s of scenarios) expect(s.description).not.toContain('\n');
  });

  it.each(scenarios.map((s) => [s.name, s] as const))(
    '%s calls only operations of the contract, as members that exist',
    (_name, scenario) => {
      const creates = scenario.steps.some(
        (step) => 'call' in step && step.call === 'createSandboxMember',
      );
      for (const step of scenario.steps) {
        if (!('call' in step)) continue;
        expect(operationIds.has(step.call)).toBe(true);
        if (step.as === createdMember) expect(creates).toBe(true);
        else if (step.as) expect(demoNames.has(step.as)).toBe(true);
      }
      if (scenario.openAs === createdMember) expect(creates).toBe(true);
      else expect(demoNames.has(scenario.openAs)).toBe(true);
    },
  );

  it('finds a scenario by name and nothing for another', () => {
    expect(scenarioNamed('vip-member')?.openAs).toBe('demovip');
    expect(scenarioNamed('nope')).toBeUndefined();
  });
});

describe('step placeholders', () => {
  it('fills the sandbox clock and the created password, deeply, and leaves the rest', () => {
    const nowMs = Date.parse('2026-11-01T00:00:00.000Z');
    expect(
      resolvePlaceholders(
        { endTime: '$now+480m', list: ['$password', 3], plain: 'x', none: null },
        { nowMs, password: 'abc123' },
      ),
    ).toEqual({
      endTime: '2026-11-01T08:00:00.000Z',
      list: ['abc123', 3],
      plain: 'x',
      none: null,
    });
  });
});

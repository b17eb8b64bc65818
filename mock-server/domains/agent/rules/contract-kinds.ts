import type { FeatureId } from '../../system/rules/feature-flags';
import { isFeatureOn } from '../../system/rules/feature-flags';
import type { ContractKind } from '../records';

export const contractKinds: readonly ContractKind[] = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
];

/** The whitelabel feature behind each kind (section 2: the agent-centre items depend on them). */
export const featureOfKind: Record<ContractKind, FeatureId> = {
  dividend: 'enableCt',
  dailySalary: 'DAILYSAL3',
  hourlySalary: 'HOURSAL3',
  realtimeSalary: 'RTSAL3',
};

export const kindLabel: Record<ContractKind, string> = {
  dividend: 'dividend contracts',
  dailySalary: 'daily salary contracts',
  hourlySalary: 'hourly salary contracts',
  realtimeSalary: 'real-time salary contracts',
};

export function isKindEnabled(flags: Record<string, boolean>, kind: ContractKind): boolean {
  return isFeatureOn(flags, featureOfKind[kind]);
}

export function enabledKinds(flags: Record<string, boolean>): ContractKind[] {
  return contractKinds.filter((kind) => isKindEnabled(flags, kind));
}

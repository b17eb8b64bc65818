import type { components } from '../../../../openapi/runtime/generated/openapi';

type TimeOutPeriod = components['schemas']['TimeOutPeriod'];
type SelfExclusionPeriod = components['schemas']['SelfExclusionPeriod'];

/** One break a member can take: a time-out (hours to a month) or a self-exclusion (months to years). */
export type ExclusionChoice =
  | { kind: 'timeOut'; period: TimeOutPeriod }
  | { kind: 'selfExclusion'; period: SelfExclusionPeriod };

/** The choices in the order the page offers them, each with an id for the form. */
export const exclusionChoices = [
  { id: 'timeOut.day', kind: 'timeOut', period: 'day' },
  { id: 'timeOut.week', kind: 'timeOut', period: 'week' },
  { id: 'timeOut.month', kind: 'timeOut', period: 'month' },
  { id: 'selfExclusion.sixMonths', kind: 'selfExclusion', period: 'sixMonths' },
  { id: 'selfExclusion.oneYear', kind: 'selfExclusion', period: 'oneYear' },
  { id: 'selfExclusion.fiveYears', kind: 'selfExclusion', period: 'fiveYears' },
] as const satisfies readonly (ExclusionChoice & { id: string })[];

export type ExclusionChoiceId = (typeof exclusionChoices)[number]['id'];

export const exclusionChoiceIds = exclusionChoices.map((c) => c.id) as [
  ExclusionChoiceId,
  ...ExclusionChoiceId[],
];

export function exclusionChoice(id: ExclusionChoiceId): ExclusionChoice {
  const found = exclusionChoices.find((c) => c.id === id);
  if (!found) throw new Error(`unknown exclusion choice ${id}`);
  return found;
}

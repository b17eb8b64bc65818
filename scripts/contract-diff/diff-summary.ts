import type { Change } from './change.ts';

/** What every report format prints: the two versions, the counts and every change. */
export interface DiffSummary {
  base: string;
  revision: string;
  counts: { breaking: number; warning: number; nonBreaking: number };
  changes: Change[];
}

export function summarise(base: string, revision: string, changes: Change[]): DiffSummary {
  const count = (level: Change['level']) => changes.filter((c) => c.level === level).length;
  return {
    base,
    revision,
    counts: {
      breaking: count('breaking'),
      warning: count('warning'),
      nonBreaking: count('non-breaking'),
    },
    changes,
  };
}

/** The `--format json` document (stable field names; the README shows one). */
export function jsonReport(summary: DiffSummary): string {
  return `${JSON.stringify(summary, null, 2)}\n`;
}

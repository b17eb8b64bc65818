import { levels, type Change, type Level } from './change.ts';
import type { DiffSummary } from './diff-summary.ts';

const headings: Record<Level, string> = {
  breaking: 'BREAKING',
  warning: 'WARNING (may break clients: review)',
  'non-breaking': 'non-breaking',
};

const maxOperationsNamed = 3;

interface Entry {
  change: Change;
  /** operationIds (or `METHOD /path`) the change reaches; more than one inside a shared component. */
  operations: string[];
}

/**
 * The changes as a reader counts them: a change inside a shared component is one entry, however
 * many operations use the component; any other change is an entry of its operation.
 */
export function entries(changes: readonly Change[]): Entry[] {
  const byKey = new Map<string, Entry>();
  for (const change of changes) {
    const operation = change.operationId ?? change.operation ?? 'contract';
    const key = change.component
      ? ['component', change.component.name, change.component.path, change.rule, change.message]
      : ['operation', operation, change.location, change.rule, change.message];
    const joined = key.join('\u0000');
    const entry = byKey.get(joined);
    if (entry) {
      if (!entry.operations.includes(operation)) entry.operations.push(operation);
    } else byKey.set(joined, { change, operations: [operation] });
  }
  return [...byKey.values()];
}

function usedBy(operations: string[]): string {
  const shown = operations.slice(0, maxOperationsNamed).join(', ');
  const more = operations.length - maxOperationsNamed;
  return `${shown}${more > 0 ? ` and ${more} more` : ''}`;
}

function lines(list: Entry[]): string[] {
  const out: string[] = [];
  const byOperation = new Map<string, Change[]>();
  const inComponents: Entry[] = [];
  for (const entry of list) {
    if (entry.change.component) inComponents.push(entry);
    else {
      const key = entry.change.operation ?? 'contract';
      byOperation.set(key, [...(byOperation.get(key) ?? []), entry.change]);
    }
  }
  for (const [operation, changes] of byOperation) {
    const id = changes[0]?.operationId;
    out.push(`  ${operation}${id ? ` (${id})` : ''}`);
    for (const change of changes)
      out.push(`    ${change.location}: ${change.message}  [${change.rule}]`);
  }
  for (const { change, operations } of inComponents) {
    const where = change.component?.path ? `: ${change.component.path}` : '';
    out.push(
      `  component ${change.component?.name ?? ''}${where}: ${change.message}  [${change.rule}]`,
    );
    out.push(`    used by ${usedBy(operations)}`);
  }
  return out;
}

/**
 * The console report: breaking changes first, then warnings, then the rest (documentation changes
 * only counted: `--format json` lists them), and a summary line.
 */
export function consoleReport(summary: DiffSummary): string {
  const out = [`Contract diff: ${summary.base} -> ${summary.revision}`];
  for (const level of levels) {
    const all = entries(summary.changes.filter((c) => c.level === level));
    if (all.length === 0) continue;
    const documentation = all.filter((e) => e.change.rule === 'documentation-changed');
    const shown = all.filter((e) => e.change.rule !== 'documentation-changed');
    out.push('', `${headings[level]} (${all.length})`, ...lines(shown));
    if (documentation.length > 0) {
      const places = new Set(documentation.flatMap((e) => e.operations)).size;
      out.push(
        `  documentation (descriptions, examples, summaries) changed in ${documentation.length} place${documentation.length === 1 ? '' : 's'}, reaching ${places} operation${places === 1 ? '' : 's'} or the contract's metadata (--format json lists them)`,
      );
    }
  }
  out.push('', summaryLine(summary));
  return out.join('\n');
}

/** `N breaking, N warnings, N non-breaking changes` (a change to a shared component counted once). */
export function summaryLine(summary: DiffSummary): string {
  if (summary.changes.length === 0) return 'No changes to the contract.';
  const count = (level: Level) => entries(summary.changes.filter((c) => c.level === level)).length;
  const warnings = count('warning');
  const rest = count('non-breaking');
  return `${count('breaking')} breaking, ${warnings} warning${warnings === 1 ? '' : 's'}, ${rest} non-breaking change${rest === 1 ? '' : 's'}.`;
}

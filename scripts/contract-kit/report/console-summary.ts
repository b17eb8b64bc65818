import {
  checkTotals,
  flowTotals,
  operationTotals,
  operationVerdict,
  operationsByTag,
  statusCounts,
  successSeen,
  type CheckResult,
  type FlowReport,
  type KitReport,
  type Outcome,
  type Totals,
} from './kit-report.ts';

const marks: Record<Outcome, string> = { passed: 'ok  ', failed: 'FAIL', 'not-exercised': '--  ' };
const maxMismatchesShown = 5;

function totalsLine(t: Totals): string {
  return `${t.passed} passed, ${t.failed} failed, ${t.notExercised} not exercised`;
}

function checkLines(check: CheckResult, indent: string): string[] {
  const where = check.exchange
    ? `${check.exchange.method} ${check.exchange.url.replace(/^https?:\/\/[^/]+/, '')}`
    : '';
  const head = `${indent}${check.name}${where ? `  [${where}${check.status === undefined ? '' : ` -> ${check.status}`}]` : ''}`;
  const shown = check.mismatches
    .slice(0, maxMismatchesShown)
    .map((m) => `${indent}  at ${m.path}: ${m.message}`);
  const more = check.mismatches.length - shown.length;
  return [
    head,
    ...shown,
    ...(more > 0 ? [`${indent}  ... and ${more} more (see the HTML report)`] : []),
  ];
}

function flowLines(flow: FlowReport): string[] {
  const lines = [`  ${marks[flow.outcome]} ${flow.name.padEnd(16)} ${flow.title}`];
  if (flow.reason) lines.push(`         ${flow.outcome === 'failed' ? '' : 'why: '}${flow.reason}`);
  for (const step of flow.steps.filter((s) => s.outcome === 'failed')) {
    for (const m of step.mismatches)
      lines.push(`         ${step.title}: at ${m.path}: ${m.message}`);
  }
  return lines;
}

/**
 * The console summary: flows, then every operation per tag (passed with the statuses it answered,
 * failed with each mismatch and its JSON path, not exercised with the reason), then the totals.
 */
export function consoleSummary(
  report: KitReport,
  files: { junit?: string | null; html?: string | null } = {},
): string {
  const s = report.settings;
  const lines: string[] = [
    `contract:check ${report.target.baseUrl}${report.target.inProcessMock ? ' (the mock, started in-process)' : ''}`,
    `  seed ${s.seed} · writes ${s.allowWrites ? 'allowed' : 'off (--allow-writes to enable)'} · codec ${s.codec} · token ${s.tokenTransport}`,
    '',
    'flows',
    ...(report.flows.length > 0
      ? report.flows.flatMap(flowLines)
      : ['  (none: no flow covers the selected operations)']),
  ];
  for (const [tag, operations] of operationsByTag(report)) {
    lines.push(
      '',
      `${tag} (${operations.length} operations: ${totalsLine(operationTotals(operations))})`,
    );
    for (const op of operations) {
      const verdict = operationVerdict(op);
      const counts = op.checks.filter((c) => c.outcome !== 'not-exercised').length;
      const detail =
        verdict.outcome === 'not-exercised'
          ? `not exercised: ${verdict.reason}`
          : `${counts} ${counts === 1 ? 'check' : 'checks'} · ${statusCounts(op)}${successSeen(op) ? '' : ' · no 2xx answer'}${verdict.outcome === 'failed' ? ` · ${op.checks.filter((c) => c.outcome === 'failed').length} failed` : ''}`;
      lines.push(`  ${marks[verdict.outcome]} ${op.operationId.padEnd(32)} ${detail}`);
      for (const check of op.checks.filter((c) => c.outcome === 'failed'))
        lines.push(...checkLines(check, '         '));
      for (const note of op.notes) lines.push(`         note: ${note}`);
    }
  }
  const ops = operationTotals(report.operations);
  lines.push(
    '',
    `operations: ${totalsLine(ops)} · checks: ${totalsLine(checkTotals(report))} · flows: ${totalsLine(flowTotals(report))}`,
    `${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s${report.budgetNote ? ` · cut short: ${report.budgetNote}` : ''}`,
  );
  const written = [
    files.junit && `JUnit ${files.junit}`,
    files.html && `HTML ${files.html}`,
  ].filter(Boolean);
  if (written.length > 0) lines.push(`reports: ${written.join(' · ')}`);
  return lines.join('\n');
}

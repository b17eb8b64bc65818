import { escapeXml } from '../contract-kit/report/junit-report.ts';
import { severity, type Change, type Level } from './change.ts';
import type { DiffSummary } from './diff-summary.ts';

const attr = (name: string, value: string | number) => `${name}="${escapeXml(String(value))}"`;

/**
 * JUnit XML: one suite per level, one case per change. A change at or above `failOn` is a
 * failure (so CI shows it red); the others pass and carry their message as system-out.
 */
export function junitReport(summary: DiffSummary, failOn: Level): string {
  const suites = (['breaking', 'warning', 'non-breaking'] as const).map((level) => {
    const changes = summary.changes.filter((c) => c.level === level);
    const failing = severity[level] >= severity[failOn];
    const cases = changes.map((change: Change) => {
      const name = `${change.operation ?? 'contract'} ${change.location}: ${change.message}`;
      const head = `    <testcase ${attr('classname', `contract-diff.${level}.${change.operationId ?? 'contract'}`)} ${attr('name', name)} time="0">`;
      const detail = [
        `rule: ${change.rule}`,
        change.component
          ? `component: ${change.component.name} ${change.component.path}`.trimEnd()
          : '',
      ]
        .filter(Boolean)
        .join('\n');
      if (failing)
        return `${head}\n      <failure ${attr('message', change.message)} ${attr('type', change.rule)}>${escapeXml(detail)}</failure>\n    </testcase>`;
      return `${head}<system-out>${escapeXml(detail)}</system-out></testcase>`;
    });
    return [
      `  <testsuite ${attr('name', `contract-diff ${level}`)} ${attr('tests', changes.length)} ${attr('failures', failing ? changes.length : 0)} errors="0" skipped="0">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const failures = summary.changes.filter((c) => severity[c.level] >= severity[failOn]).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attr('name', `contract:diff ${summary.base} -> ${summary.revision}`)} ${attr('tests', summary.changes.length)} ${attr('failures', failures)}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

import {
  operationVerdict,
  operationsByTag,
  type CheckResult,
  type FlowReport,
  type KitReport,
  type RecordedExchange,
} from './kit-report.ts';

/** XML 1.0 allows tab, newline, carriage return and everything from U+0020 up except U+FFFE/U+FFFF and lone surrogates. */
const invalidXmlChars = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text safe in XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(invalidXmlChars, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const attr = (name: string, value: string | number) => `${name}="${escapeXml(String(value))}"`;

function exchangeText(exchange: RecordedExchange | undefined): string {
  if (!exchange) return '';
  return [
    `${exchange.method} ${exchange.url}`,
    ...Object.entries(exchange.requestHeaders).map(([k, v]) => `${k}: ${v}`),
    exchange.requestBody ?? '',
    '',
    exchange.status === null
      ? `no answer: ${exchange.error ?? ''}`
      : `-> ${exchange.status} (${exchange.ms} ms)`,
    exchange.responseBody ?? '',
  ].join('\n');
}

interface Case {
  classname: string;
  name: string;
  outcome: CheckResult['outcome'];
  message: string;
  details: string;
}

function testcase(c: Case): string {
  const head = `    <testcase ${attr('classname', c.classname)} ${attr('name', c.name)} time="0">`;
  if (c.outcome === 'passed') return `${head}</testcase>`;
  if (c.outcome === 'not-exercised')
    return `${head}<skipped ${attr('message', c.message)}/></testcase>`;
  return `${head}\n      <failure ${attr('message', c.message)} type="ContractViolation">${escapeXml(c.details)}</failure>\n    </testcase>`;
}

function checkCase(tag: string, operationId: string, check: CheckResult): Case {
  const mismatches = check.mismatches.map((m) => `${m.path}: ${m.message}`);
  return {
    classname: `contract.${tag}.${operationId}`,
    name: check.name,
    outcome: check.outcome,
    message:
      check.outcome === 'not-exercised' ? (check.reason ?? 'not exercised') : (mismatches[0] ?? ''),
    details: [...mismatches, '', exchangeText(check.exchange)].join('\n'),
  };
}

function flowCase(flow: FlowReport): Case {
  const failedSteps = flow.steps.filter((s) => s.outcome === 'failed');
  return {
    classname: 'contract.flows',
    name: `${flow.name}: ${flow.title}`,
    outcome: flow.outcome,
    message: flow.reason ?? '',
    details: failedSteps
      .map((s) =>
        [
          s.title,
          ...s.mismatches.map((m) => `  ${m.path}: ${m.message}`),
          exchangeText(s.exchange),
        ].join('\n'),
      )
      .join('\n\n'),
  };
}

function suite(name: string, cases: Case[]): string {
  const failures = cases.filter((c) => c.outcome === 'failed').length;
  const skipped = cases.filter((c) => c.outcome === 'not-exercised').length;
  return [
    `  <testsuite ${attr('name', name)} ${attr('tests', cases.length)} ${attr('failures', failures)} errors="0" ${attr('skipped', skipped)}>`,
    ...cases.map(testcase),
    '  </testsuite>',
  ].join('\n');
}

/**
 * JUnit XML for CI: one suite per tag (one case per check; an operation not exercised at all is
 * one skipped case with the reason) and a suite for the flows. Failures carry every mismatch with
 * its JSON path, and the request and answer.
 */
export function junitReport(report: KitReport): string {
  const suites: string[] = [suite('flows', report.flows.map(flowCase))];
  for (const [tag, operations] of operationsByTag(report)) {
    const cases = operations.flatMap((op) => {
      const verdict = operationVerdict(op);
      if (verdict.outcome === 'not-exercised') {
        return [
          {
            classname: `contract.${tag}.${op.operationId}`,
            name: `${op.method} ${op.path}`,
            outcome: verdict.outcome,
            message: verdict.reason ?? '',
            details: '',
          },
        ];
      }
      return op.checks.map((check) => checkCase(tag, op.operationId, check));
    });
    suites.push(suite(tag, cases));
  }
  const all = suites.join('\n');
  const count = (pattern: RegExp) => (all.match(pattern) ?? []).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attr('name', `contract:check ${report.target.baseUrl}`)} ${attr('tests', count(/<testcase /g))} ${attr('failures', count(/<failure /g))} ${attr('skipped', count(/<skipped /g))} ${attr('time', (report.durationMs / 1000).toFixed(3))}>`,
    all,
    '</testsuites>',
    '',
  ].join('\n');
}

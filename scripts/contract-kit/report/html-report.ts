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
  type OperationReport,
  type Outcome,
  type RecordedExchange,
  type Totals,
} from './kit-report.ts';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const h = escapeHtml;
const labels: Record<Outcome, string> = {
  passed: 'passed',
  failed: 'failed',
  'not-exercised': 'not exercised',
};
const badge = (outcome: Outcome) => `<span class="badge ${outcome}">${labels[outcome]}</span>`;

const style = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#1f2328}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
.meta{color:#59636e}.totals span{display:inline-block;margin-right:16px}
.badge{display:inline-block;min-width:92px;text-align:center;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600}
.badge.passed{background:#dafbe1;color:#116329}.badge.failed{background:#ffebe9;color:#a40e26}
.badge.not-exercised{background:#eaeef2;color:#59636e}
details{border:1px solid #d0d7de;border-radius:6px;margin:4px 0;padding:4px 10px}details.failed{border-color:#ff818266}
summary{cursor:pointer}code,pre{font:12px/1.4 ui-monospace,monospace}pre{background:#f6f8fa;padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-all}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:3px 8px;border-bottom:1px solid #eaeef2;vertical-align:top}
.mismatch{color:#a40e26}.why{color:#59636e}
body:has(#only-failed:checked) .hide-when-filtered{display:none}
`;

function totals(t: Totals): string {
  return `<span>${t.passed} passed</span><span>${t.failed} failed</span><span>${t.notExercised} not exercised</span>`;
}

function exchangeBlock(exchange: RecordedExchange | undefined): string {
  if (!exchange) return '';
  const headers = Object.entries(exchange.requestHeaders)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  const answer =
    exchange.status === null
      ? `no answer: ${exchange.error ?? ''}`
      : `${exchange.status} (${exchange.ms} ms)\n${exchange.responseBody ?? ''}`;
  return `<pre>${h(`${exchange.method} ${exchange.url}\n${headers}\n\n${exchange.requestBody ?? ''}`)}</pre><pre>${h(answer)}</pre>`;
}

function mismatchList(check: { mismatches: CheckResult['mismatches'] }): string {
  if (check.mismatches.length === 0) return '';
  return `<ul>${check.mismatches.map((m) => `<li class="mismatch"><code>${h(m.path)}</code> ${h(m.message)}</li>`).join('')}</ul>`;
}

function checkRow(check: CheckResult): string {
  const detail =
    check.outcome === 'not-exercised'
      ? `<div class="why">${h(check.reason ?? '')}</div>`
      : `${mismatchList(check)}${exchangeBlock(check.exchange)}`;
  return `<tr class="${check.outcome}"><td>${badge(check.outcome)}</td><td>${h(check.name)}${detail}</td><td>${check.status ?? ''}</td></tr>`;
}

function operationBlock(op: OperationReport): string {
  const verdict = operationVerdict(op);
  const hide = verdict.outcome === 'failed' ? '' : ' hide-when-filtered';
  const summary = `${badge(verdict.outcome)} <code>${h(op.operationId)}</code> <span class="meta">${h(op.method)} ${h(op.path)} · ${h(verdict.reason ?? `${statusCounts(op)}${successSeen(op) ? '' : ' · no 2xx answer'}`)}</span>`;
  const notes = op.notes.map((n) => `<p class="why">note: ${h(n)}</p>`).join('');
  return `<details class="${verdict.outcome}${hide}"${verdict.outcome === 'failed' ? ' open' : ''}><summary>${summary}</summary>${notes}<table><tr><th>outcome</th><th>check</th><th>status</th></tr>${op.checks.map(checkRow).join('')}</table></details>`;
}

function flowBlock(flow: FlowReport): string {
  const steps = flow.steps
    .map(
      (s) =>
        `<tr class="${s.outcome}"><td>${badge(s.outcome)}</td><td>${h(s.title)}${s.operationId ? ` <code>${h(s.operationId)}</code>` : ''}${mismatchList(s)}${s.outcome === 'passed' ? '' : exchangeBlock(s.exchange)}</td><td>${s.status ?? ''}</td></tr>`,
    )
    .join('');
  const hide = flow.outcome === 'failed' ? '' : ' hide-when-filtered';
  return `<details class="${flow.outcome}${hide}"${flow.outcome === 'failed' ? ' open' : ''}><summary>${badge(flow.outcome)} <code>${h(flow.name)}</code> ${h(flow.title)}${flow.reason ? ` <span class="why">· ${h(flow.reason)}</span>` : ''}</summary><table><tr><th>outcome</th><th>step</th><th>status</th></tr>${steps}</table></details>`;
}

/** A self-contained HTML page (no scripts, no external files) with every check of the run. */
export function htmlReport(report: KitReport): string {
  const s = report.settings;
  const filters =
    [...s.tags.map((t) => `tag ${t}`), ...s.operations.map((o) => `operation ${o}`)].join(', ') ||
    'none';
  const tags = [...operationsByTag(report)]
    .map(
      ([tag, ops]) =>
        `<h2>${h(tag)} <span class="meta totals">${totals(operationTotals(ops))}</span></h2>${ops.map(operationBlock).join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>contract:check ${h(report.target.baseUrl)}</title><style>${style}</style></head>
<body>
<h1>Contract check of ${h(report.target.baseUrl)}${report.target.inProcessMock ? ' (the mock, in-process)' : ''}</h1>
<p class="meta">${h(report.startedAt)} · ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s · seed ${s.seed} · writes ${s.allowWrites ? 'allowed' : 'off'} · generated requests per operation ${s.runs} · codec ${h(s.codec)} · token ${h(s.tokenTransport)} · filters ${h(filters)}${report.budgetNote ? ` · <strong>cut short: ${h(report.budgetNote)}</strong>` : ''}</p>
<p class="totals">operations: ${totals(operationTotals(report.operations))}<br>checks: ${totals(checkTotals(report))}<br>flows: ${totals(flowTotals(report))}</p>
<p><label><input type="checkbox" id="only-failed"> show failures only</label></p>
<p class="meta">A check passes when the answer's status is declared for the operation and its body matches the declared schema. Valid requests may be refused with a declared 4xx (a business rule); invalid requests must get a declared 4xx, never 2xx or 5xx; guarded operations must answer 401 without a session.</p>
<h2>flows <span class="meta totals">${totals(flowTotals(report))}</span></h2>
${report.flows.map(flowBlock).join('')}
${tags}
</body></html>
`;
}

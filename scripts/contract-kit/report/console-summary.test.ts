import { describe, expect, it } from 'vitest';
import { sampleReport } from '../testing/sample-report.ts';
import { consoleSummary } from './console-summary.ts';
import { hasViolations, operationVerdict } from './kit-report.ts';

describe('consoleSummary', () => {
  const text = consoleSummary(sampleReport(), { junit: 'reports/x.xml', html: 'reports/x.html' });

  it('lists the flows and every operation per tag with its outcome', () => {
    expect(text).toContain('  ok   sign-in');
    expect(text).toContain('  FAIL transfer');
    expect(text).toContain('wallet (2 operations: 0 passed, 1 failed, 1 not exercised)');
    expect(text).toContain(
      '  --   createDeposit                    not exercised: sends POST: writes are off (run with --allow-writes)',
    );
    expect(text).toContain(
      '  ok   listGames                        1 check · 400×1 · no 2xx answer',
    );
  });

  it('shows each mismatch of a failed check with its path', () => {
    expect(text).toContain('guard: no session  [GET /wps/v2/wallets/balance -> 200]');
    expect(text).toContain(
      'at status: served a guarded operation without a session (status 200, expected 401)',
    );
    expect(text).toContain('at $.value.sumBalance: must be number');
    expect(text).toContain('reports: JUnit reports/x.xml · HTML reports/x.html');
  });

  it('counts a run with a failed check or flow as a violation', () => {
    const report = sampleReport();
    expect(hasViolations(report)).toBe(true);
    report.flows = report.flows.filter((f) => f.outcome !== 'failed');
    report.operations = report.operations.filter((op) => operationVerdict(op).outcome !== 'failed');
    expect(hasViolations(report)).toBe(false);
  });
});

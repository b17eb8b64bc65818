import { describe, expect, it } from 'vitest';
import { sampleReport } from '../testing/sample-report.ts';
import { escapeHtml, htmlReport } from './html-report.ts';

describe('htmlReport', () => {
  const html = htmlReport(sampleReport());

  it('is one self-contained page: no scripts, no external files', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/i);
  });

  it('shows every operation per tag, failures open with their mismatches and exchange', () => {
    expect(html).toContain('<code>getBalance</code>');
    expect(html).toContain('<code>createDeposit</code>');
    expect(html).toMatch(
      /<details class="failed" open><summary><span class="badge failed">failed<\/span> <code>getBalance<\/code>/,
    );
    expect(html).toContain(
      '<code>$.value.sumBalance</code> must be number (got &quot;1&lt;2&gt;&amp;&#39;3',
    );
    expect(html).toContain('sends POST: writes are off (run with --allow-writes)');
    expect(html).toContain('note: the contract&#39;s example breaks its own schema');
    expect(html).toContain('Transfer &amp; check &lt;balances&gt;');
  });

  it('escapes everything it shows', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
    expect(html).not.toContain('<balances>');
  });
});

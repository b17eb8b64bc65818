// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sampleReport } from '../testing/sample-report.ts';
import { escapeXml, junitReport } from './junit-report.ts';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

describe('junitReport', () => {
  it('is well-formed XML with a suite for the flows and one per tag', () => {
    const doc = parse(junitReport(sampleReport()));
    const suites = [...doc.getElementsByTagName('testsuite')].map((s) => [
      s.getAttribute('name'),
      s.getAttribute('tests'),
      s.getAttribute('failures'),
      s.getAttribute('skipped'),
    ]);
    expect(suites).toEqual([
      ['flows', '2', '1', '0'],
      ['wallet', '3', '1', '1'],
      ['games', '1', '0', '0'],
    ]);
    const root = doc.documentElement;
    expect([
      root.getAttribute('tests'),
      root.getAttribute('failures'),
      root.getAttribute('skipped'),
    ]).toEqual(['6', '2', '1']);
  });

  it('puts every mismatch with its path, and the exchange, in the failure', () => {
    const doc = parse(junitReport(sampleReport()));
    const failure = [...doc.getElementsByTagName('testcase')]
      .find((c) => c.getAttribute('name') === 'guard: no session')
      ?.getElementsByTagName('failure')[0];
    expect(failure?.getAttribute('message')).toBe(
      'status: served a guarded operation without a session (status 200, expected 401)',
    );
    expect(failure?.textContent).toContain(
      '$.value.sumBalance: must be number (got "1<2>&\'3\uFFFD")',
    );
    expect(failure?.textContent).toContain(
      'GET http://backend.example.test/wps/v2/wallets/balance',
    );
    expect(
      doc
        .querySelector('testcase[classname="contract.wallet.createDeposit"] skipped')
        ?.getAttribute('message'),
    ).toBe('sends POST: writes are off (run with --allow-writes)');
  });

  it('escapes markup and replaces characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;',
    );
    expect(escapeXml('a\u0000b\u001bc\ud800d\ttab')).toBe('a\uFFFDb\uFFFDc\uFFFDd\ttab');
    expect(escapeXml('emoji 🎰 stays')).toBe('emoji 🎰 stays');
    expect(() => parse('<r>&</r>')).toThrow(/not well-formed/);
    expect(() =>
      parse(`<r a="${escapeXml('"\u0007<>&')}">${escapeXml(']]> <![CDATA[')}</r>`),
    ).not.toThrow();
  });
});

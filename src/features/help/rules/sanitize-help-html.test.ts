// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHelpHtml } from './sanitize-help-html';

describe('sanitizeHelpHtml', () => {
  it('keeps the formatting of a topic', () => {
    const html =
      '<p>Open <b>Deposit</b>.</p><ol><li>Pick</li></ol><a href="/helpmc#terms">terms</a>';
    expect(sanitizeHelpHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers, javascript: links and forms', () => {
    const clean = sanitizeHelpHtml(
      '<p>x</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a><form><input></form>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|<form|<input/);
    expect(clean).toContain('<p>x</p>');
  });
});

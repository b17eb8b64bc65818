// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './sanitize-operator-html';

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeOperatorHtml(html);
  return box;
}

describe('sanitizeOperatorHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps the text and safe markup', () => {
    const box = parse(
      "<p>Six new <b>tables</b>.</p><script>alert('x')</script><p><a href=\"javascript:alert('y')\">Open</a></p>" +
        '<img src="x" onerror="alert(\'z\')" alt="profile"><svg><script>alert(1)</script></svg>',
    );
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.innerHTML).not.toMatch(/javascript:|alert/i);
    expect(box.querySelector('b')?.textContent).toBe('tables');
    expect(box.querySelector('a')?.textContent).toBe('Open');
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('profile');
  });

  it('drops forms, frames and inline styles', () => {
    const box = parse(
      '<form action="/steal"><input name="password"></form><iframe src="https://evil.test"></iframe><p style="position:fixed">x</p>',
    );
    expect(box.querySelector('form, input, iframe, [style]')).toBeNull();
  });

  it('opens links to other sites in a new tab without an opener, and keeps own links as they are', () => {
    const box = parse('<a href="https://example.test/x">out</a><a href="/promotions">in</a>');
    const [out, own] = [...box.querySelectorAll('a')];
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(own?.getAttribute('href')).toBe('/promotions');
    expect(own?.hasAttribute('target')).toBe(false);
  });
});

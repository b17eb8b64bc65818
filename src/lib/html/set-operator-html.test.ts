// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { removedElements, setOperatorHtml } from './set-operator-html';

describe('setOperatorHtml', () => {
  it('uses the browser sanitiser when there is one, with our removals, and strips data-* and marks outside links', async () => {
    const element = document.createElement('div');
    // A stand-in for Element.setHTML: it records the configuration and keeps the markup given.
    const setHTML = vi.fn(function (this: Element, html: string) {
      this.innerHTML = html;
    });
    Object.assign(element, { setHTML });
    await setOperatorHtml(
      element,
      '<p data-track="1">Hi</p><a href="https://elsewhere.test/x">out</a><a href="/promotions">in</a>' +
        '<img alt="x" src=" JaVaScRiPt:alert(1)">',
    );
    expect(setHTML).toHaveBeenCalledWith(expect.any(String), {
      sanitizer: { removeElements: removedElements, removeAttributes: ['style'] },
    });
    expect(element.querySelector('[data-track]')).toBeNull();
    expect(element.querySelector('img')?.hasAttribute('src')).toBe(false);
    const [outside, inside] = element.querySelectorAll('a');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('falls back to DOMPurify where the browser has no sanitiser', async () => {
    const element = document.createElement('div');
    await setOperatorHtml(element, '<p>Hi</p><img src="x" onerror="alert(1)"><form><input></form>');
    expect(element.querySelector('p')?.textContent).toBe('Hi');
    expect(element.querySelector('[onerror], form, input')).toBeNull();
  });

  it('drops a late answer when the caller has moved on', async () => {
    const element = document.createElement('div');
    await setOperatorHtml(element, '<p>Old</p>', () => false);
    expect(element.innerHTML).toBe('');
  });
});

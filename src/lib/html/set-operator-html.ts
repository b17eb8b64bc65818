/**
 * Puts operator-written HTML (notices, messages, help topics) into `element`, sanitised:
 * scripts, event handlers, `javascript:` and other unsafe URLs go, and so do forms, frames, inline
 * styles and `data-*` attributes (which could dress content up as the page). Links to other sites open
 * in a new tab without handing them this window.
 *
 * Where the browser has the HTML Sanitizer API (`Element.setHTML`, Chromium 146 and later) the
 * platform sanitises and nothing is downloaded; elsewhere (older browsers, jsdom) DOMPurify loads on
 * first use (`sanitize-operator-html.ts`, about 11 KB gzip) — never with the home page.
 * Resolves once the content is in place; `isCurrent` lets a caller drop a late answer.
 */

/** Elements removed with their content, in both paths. */
export const removedElements = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
] as const;

interface SanitizerConfig {
  removeElements: readonly string[];
  removeAttributes: readonly string[];
}
type SetHtml = (html: string, options: { sanitizer: SanitizerConfig }) => void;

function platformSetHtml(element: Element): SetHtml | null {
  const setHTML = (element as Element & { setHTML?: SetHtml }).setHTML;
  return typeof setHTML === 'function' ? setHTML.bind(element) : null;
}

/**
 * What the platform's safe default keeps and we do not: `data-*`, and `javascript:` in attributes
 * that do not navigate (an image's `src`: inert, but DOMPurify drops it too); and outside links'
 * target.
 */
function finish(element: Element): void {
  for (const node of element.querySelectorAll('*')) {
    for (const name of node.getAttributeNames()) {
      const value = node.getAttribute(name) ?? '';
      // eslint-disable-next-line no-control-regex -- URL parsers skip leading controls and spaces
      if (name.startsWith('data-') || /^[\u0000-\u0020]*javascript:/i.test(value)) {
        node.removeAttribute(name);
      }
    }
  }
  markExternalLinks(element);
}

function markExternalLinks(root: Element): void {
  for (const link of root.querySelectorAll('a[href]')) markExternalLink(link);
}

/** A link to another site opens in a new tab without handing it this window. */
export function markExternalLink(link: Element): void {
  const href = link.getAttribute('href') ?? '';
  if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

export async function setOperatorHtml(
  element: Element,
  html: string,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  const setHTML = platformSetHtml(element);
  if (setHTML) {
    setHTML(html, { sanitizer: { removeElements: removedElements, removeAttributes: ['style'] } });
    finish(element);
    return;
  }
  const { sanitizeOperatorHtml } = await import('./sanitize-operator-html');
  if (isCurrent()) element.innerHTML = sanitizeOperatorHtml(html);
}

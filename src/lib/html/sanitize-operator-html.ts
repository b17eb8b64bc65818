import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so its hook does not change anyone else's sanitising. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links to other sites open in a new tab without handing them this window.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Operator-written HTML (notices, platform messages) must be sanitised before it is rendered
 * (contract: `Notice.content`, `PlatformMessage.content`): scripts, event handlers (`onerror`, ...), `javascript:` and other unsafe URLs
 * go, and so do forms, frames and inline styles (which could dress content up as the page).
 * Runs in the browser (or jsdom).
 */
export function sanitizeOperatorHtml(html: string): string {
  return instance().sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}

import DOMPurify from 'dompurify';
import { markExternalLink, removedElements } from './set-operator-html';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so its hook does not change anyone else's sanitising. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') markExternalLink(node);
  });
  return purifier;
}

/**
 * The DOMPurify path of `setOperatorHtml`, for browsers without the HTML Sanitizer API (and jsdom):
 * the same rules — scripts, event handlers (`onerror`, ...), `javascript:` and other unsafe URLs go,
 * and so do forms, frames, inline styles and `data-*` attributes.
 */
export function sanitizeOperatorHtml(html: string): string {
  return instance().sanitize(html, {
    FORBID_TAGS: [...removedElements],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}

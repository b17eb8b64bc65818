import DOMPurify from 'dompurify';

/**
 * Help topics are operator-written HTML (contract `HelpTopic.content`): scripts, event handlers,
 * `javascript:` links and anything else active are stripped before the content is rendered.
 */
export function sanitizeHelpHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
  });
}

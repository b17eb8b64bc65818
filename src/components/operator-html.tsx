import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeOperatorHtml } from '../lib/html/sanitize-operator-html';
import './operator-html.css';

/**
 * Operator-written HTML (a notice, a platform message), sanitised before it reaches the DOM. Links to the portal's own pages navigate
 * inside the app (and `onNavigate` closes what showed the notice) instead of reloading the page.
 */
export function OperatorHtml({ html, onNavigate }: { html: string; onNavigate?(): void }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeOperatorHtml(html), [html]);

  const followOwnLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank') return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    onNavigate?.();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // The handler only routes clicks (and Enter) on the links inside; the links are the controls.
    <div
      className="operator-html"
      onClick={followOwnLinks}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

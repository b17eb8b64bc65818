import { useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { setOperatorHtml } from '../lib/html/set-operator-html';
import './operator-html.css';

/**
 * Operator-written HTML (a notice, a platform message, a help topic), sanitised before it reaches the
 * DOM (`setOperatorHtml`: the browser's own sanitiser, DOMPurify loaded on demand elsewhere). Links to
 * the portal's own pages navigate inside the app (and `onNavigate` closes what showed the notice)
 * instead of reloading the page.
 */
export function OperatorHtml({
  html,
  onNavigate,
  className = 'operator-html',
}: {
  html: string;
  onNavigate?(): void;
  className?: string;
}) {
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let current = true;
    element.replaceChildren();
    void setOperatorHtml(element, html, () => current).then(() => {
      if (current) setShown(html);
    });
    return () => {
      current = false;
    };
  }, [html]);

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
    // React renders no children here: the sanitised content is the element's own.
    <div ref={box} className={className} aria-busy={shown !== html} onClick={followOwnLinks} />
  );
}

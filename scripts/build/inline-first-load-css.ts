import type { Plugin } from 'vite';

/**
 * The first page's stylesheets inside index.html (issue 17: a fast first paint). A build links the
 * CSS of the first page's chunks from index.html, each a render-blocking request; on a phone on a
 * slow network each costs a round trip before anything paints. This puts their text in one
 * `<style>` where the first of them was, in the same order, so the page paints from the HTML alone.
 *
 * Each `<link>` stays, `disabled` (never fetched): the loader of lazily loaded chunks looks for a
 * stylesheet `<link>` with the file's address before it adds one, so a later chunk that shares a
 * stylesheet with the first page does not load it a second time (which would also reorder the
 * cascade).
 */
export function inlineFirstLoadCss(html: string, cssOf: (href: string) => string | null): string {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="([^"]+\.css)"[^>]*>/g)];
  const inlined: string[] = [];
  let out = html;
  for (const [tag, href] of links) {
    if (href === undefined) continue;
    const css = cssOf(href);
    if (css === null) continue;
    inlined.push(css.trim());
    out = out.replace(tag, tag.replace(/>$/, ' disabled>'));
  }
  if (inlined.length === 0) return html;
  // `</style` inside the CSS would end the element early; Vite's minified CSS never has it.
  const style = `<style data-first-load-css>${inlined.join('\n').replaceAll('</style', '<\\/style')}</style>\n    `;
  const first = links.find(([, href]) => href !== undefined && cssOf(href) !== null);
  const at = first ? out.indexOf(first[0].replace(/>$/, ' disabled>')) : -1;
  return at < 0 ? out : out.slice(0, at) + style + out.slice(at);
}

/** The Vite plugin: builds only (the dev server serves CSS through its modules). */
export function inlineFirstLoadCssPlugin(): Plugin {
  return {
    name: 'inline-first-load-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return inlineFirstLoadCss(html, (href) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (!asset || asset.type !== 'asset') return null;
          return typeof asset.source === 'string'
            ? asset.source
            : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}

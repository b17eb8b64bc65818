import { describe, expect, it } from 'vitest';
import { inlineFirstLoadCss } from './inline-first-load-css.ts';

const html = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/button-1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head>`;
const files: Record<string, string> = {
  '/assets/button-1.css': '.btn{color:red}\n',
  '/assets/index-2.css': '.page{margin:0}',
};
const cssOf = (href: string) => files[href] ?? null;

describe('inlineFirstLoadCss', () => {
  it('puts every linked stylesheet, in order, in one style element where the first link was', () => {
    const out = inlineFirstLoadCss(html, cssOf);
    expect(out).toContain('<style data-first-load-css>.btn{color:red}\n.page{margin:0}</style>');
    expect(out.indexOf('<style')).toBeLessThan(out.indexOf('button-1.css'));
    expect(out.indexOf('index-1.js')).toBeLessThan(out.indexOf('<style'));
  });

  it('keeps each link, disabled, so the lazy chunks do not load the same file again', () => {
    const out = inlineFirstLoadCss(html, cssOf);
    expect(out).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/button-1.css" disabled>',
    );
    expect(out).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-2.css" disabled>',
    );
    expect(
      out.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.endsWith(' disabled>')),
    ).toBe(true);
  });

  it('leaves a stylesheet it has no text for as it is', () => {
    const out = inlineFirstLoadCss(html, (href) => (href.includes('button') ? '.btn{}' : null));
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
    expect(out).toContain('<style data-first-load-css>.btn{}</style>');
  });

  it('changes nothing without stylesheets', () => {
    expect(inlineFirstLoadCss('<head></head>', cssOf)).toBe('<head></head>');
  });

  it('cannot be ended early by the CSS', () => {
    const out = inlineFirstLoadCss(html, () => 'a::after{content:"</style>"}');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });
});

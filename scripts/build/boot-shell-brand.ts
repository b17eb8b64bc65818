import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * index.html's first paint (the boot shell) shows the brand: the portal's own `header.brand` text
 * (locales/en/header.json), so a white-label rename changes one file. Dev server and build alike.
 */
export function bootShellBrandPlugin(root: string): Plugin {
  return {
    name: 'boot-shell-brand',
    transformIndexHtml(html) {
      const file = path.join(root, 'locales', 'en', 'header.json');
      const { brand } = JSON.parse(readFileSync(file, 'utf8')) as { brand: string };
      const escaped = brand.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      return html.replace('%BRAND%', escaped);
    },
  };
}

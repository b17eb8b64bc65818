import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A theme changes colours and nothing else: the browser tests check the dark theme with axe's
 * colour rules only (tests/e2e/support/axe.ts), which holds only while that is so.
 */
const srcDir = path.resolve(import.meta.dirname, '..');
const tokens = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The declarations of the rule whose selector list ends with `selector`. */
function declarationsOf(selector: string): Map<string, string> {
  const start = tokens.indexOf(`${selector} {`);
  expect(start, `no rule for ${selector}`).toBeGreaterThan(-1);
  const body = tokens.slice(tokens.indexOf('{', start) + 1, tokens.indexOf('}', start));
  return new Map(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );
}

const colourOnly =
  /^(#[0-9a-f]{3,8}|rgb\([^)]*\)|transparent|(-?\d+(px)? ){2,3}(\d+px )?rgb\([^)]*\))$/i;

describe('themes', () => {
  it('are selected in tokens.css only', () => {
    const others = cssFiles(srcDir).filter(
      (file) => file !== path.join(import.meta.dirname, 'tokens.css'),
    );
    expect(others.length).toBeGreaterThan(10);
    for (const file of others)
      expect(readFileSync(file, 'utf8'), path.relative(srcDir, file)).not.toContain('data-theme');
  });

  it('the dark theme sets colours (and shadows in colour) and the colour scheme only', () => {
    const dark = declarationsOf(":root[data-theme='dark']");
    expect(dark.get('color-scheme')).toBe('dark');
    dark.delete('color-scheme');
    expect(dark.size).toBeGreaterThan(10);
    for (const [property, value] of dark) {
      expect(property, 'a custom property').toMatch(/^--[a-z0-9-]+$/);
      expect(value, property).toMatch(colourOnly);
    }
    // Every colour it sets is one the light theme (the default) sets too.
    const light = declarationsOf(":root[data-theme='light']");
    for (const property of dark.keys()) expect(light.has(property), property).toBe(true);
  });
});

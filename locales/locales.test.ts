import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import contract from '../openapi/runtime/generated/openapi.json' with { type: 'json' };
import { languages } from '../src/lib/i18n/languages';

const root = path.dirname(new URL(import.meta.url).pathname);
interface Tree {
  [key: string]: string | Tree;
}

/** Every area of a language: the first-page files and the on-demand ones, by area name. */
function read(language: string): Record<string, Tree> {
  const areas: Record<string, Tree> = {};
  for (const folder of [path.join(root, language), path.join(root, language, 'on-demand')]) {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const area = file.slice(0, -5);
      if (area in areas) throw new Error(`${language}: ${area} is both first-page and on demand`);
      areas[area] = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree;
    }
  }
  return areas;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = leaves(read('en') as Tree);

describe('language files', () => {
  it.each(languages.map((l) => l.code.toLowerCase()).filter((c) => c !== 'en'))(
    '%s has exactly the English keys',
    (code) => {
      const other = leaves(read(code) as Tree);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each(languages.map((l) => l.code.toLowerCase()))(
    '%s has no empty text and keeps every {{placeholder}}',
    (code) => {
      const other = leaves(read(code) as Tree);
      for (const [key, text] of other) {
        expect(text.trim(), `${code}: ${key} is empty`).not.toBe('');
        expect(placeholders(text), `${code}: ${key} placeholders`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
      }
    },
  );

  it('translate every key of the error catalogue', () => {
    const keys = (
      contract as unknown as { components: { schemas: { ErrorKey: { enum: string[] } } } }
    ).components.schemas.ErrorKey.enum;
    for (const key of keys) expect(english.has(`errors.${key}`), `errors.${key}`).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import contract from '../openapi/runtime/generated/openapi.json' with { type: 'json' };
import { languages } from '../src/lib/i18n/languages';

const root = path.dirname(new URL(import.meta.url).pathname);
interface Tree {
  [key: string]: string | Tree;
}

function read(language: string): Record<string, Tree> {
  const folder = path.join(root, language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -5),
        JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree,
      ]),
  );
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

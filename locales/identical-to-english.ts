import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Lists the texts of a language identical to English (`node --import tsx
 * locales/identical-to-english.ts ty id`): where a translator has to look.
 */
const root = path.dirname(new URL(import.meta.url).pathname);

interface Tree {
  [key: string]: string | Tree;
}

function leaves(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else leaves(value, name, out);
  }
  return out;
}

/** Every text of a language (first-page and on-demand files), by its full key. */
export function textsOf(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const folder of [path.join(root, language), path.join(root, language, 'on-demand')]) {
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
      const tree = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Tree;
      leaves(tree, file.slice(0, -5), out);
    }
  }
  return out;
}

/** Whether a text has words at all once its {{placeholders}} are gone (`{{value}}%` has none). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

/** The keys whose text in `language` is the English text, word for word. */
export function identicalToEnglish(language: string): { key: string; text: string }[] {
  const english = textsOf('en');
  return [...textsOf(language)]
    .filter(([key, text]) => english.get(key) === text && hasWords(text))
    .map(([key, text]) => ({ key, text }));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const language of process.argv.slice(2)) {
    const found = identicalToEnglish(language);
    for (const { key, text } of found) process.stdout.write(`${language}\t${key}\t${text}\n`);
    process.stdout.write(`${language}: ${found.length} texts identical to English\n`);
  }
}

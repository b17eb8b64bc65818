import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type StateSnapshot } from '../../core/backend';
import { contentText, isContentKey, type ContentParams } from './content-catalogue';

/**
 * A seeded record stores its English text beside its content key, and English requests answer the
 * stored text: the catalogue's English must be that text word for word, or English and the other
 * languages say different things (as the banner titles did when their pictures got a sub-line).
 * Every table is read, so a new kind of record with a content key is covered without a change here.
 */
interface Drift {
  table: string;
  key: string;
  stored: string;
  catalogue: string;
}

function contentParamsOf(record: Record<string, unknown>): ContentParams | undefined {
  const params = record.contentParams;
  return params && typeof params === 'object' ? (params as ContentParams) : undefined;
}

describe('seeded English and the catalogue English', () => {
  let snapshot: StateSnapshot;
  beforeAll(async () => {
    const backend = await createMockBackend();
    snapshot = backend.exportState({ includeCatalogue: true });
  });

  function keyedTexts() {
    const checked: Drift[] = [];
    for (const [table, records] of Object.entries(snapshot.tables)) {
      for (const record of records as Record<string, unknown>[]) {
        const contentKey = record.contentKey;
        if (typeof contentKey !== 'string') continue;
        // Notices and help topics keep their English under `texts.EN`, the others on the record.
        const texts = record.texts as Record<string, unknown> | undefined;
        const english = texts?.EN && typeof texts.EN === 'object' ? texts.EN : {};
        for (const [field, stored] of [...Object.entries(record), ...Object.entries(english)]) {
          const key = `${contentKey}.${field}`;
          if (typeof stored !== 'string' || !isContentKey(key)) continue;
          checked.push({
            table,
            key,
            stored,
            catalogue: contentText(key, 'EN', contentParamsOf(record)),
          });
        }
      }
    }
    return checked;
  }

  it('are identical for every seeded record with a content key, of every kind', () => {
    const checked = keyedTexts();
    const kinds = new Set(checked.map((c) => c.key.split('.')[0]));
    for (const kind of ['notice', 'help', 'promotion', 'mission', 'message', 'banner'])
      expect(kinds).toContain(kind);
    expect(checked.filter((c) => c.stored !== c.catalogue)).toEqual([]);
  });
});

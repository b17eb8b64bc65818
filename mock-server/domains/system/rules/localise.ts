import { localisedField } from '../../../seed/content/content-catalogue';
import type { Language, Localised, TitledHtml } from '../records';

/** The text in the language asked for, English when there is no translation. */
export function localise<T>(texts: Localised<T>, language: Language): T {
  return texts[language] ?? texts.EN;
}

/**
 * A notice's or help topic's title and content in `language`: from the content catalogue when the
 * record was seeded (it has a `contentKey`), else from its stored texts, English as the fallback.
 */
export function localisedTitledHtml(
  record: { texts: Localised<TitledHtml>; contentKey?: string | undefined },
  language: Language,
): TitledHtml {
  const stored = localise(record.texts, language);
  return {
    title: localisedField(record, 'title', language, stored.title),
    content: localisedField(record, 'content', language, stored.content),
  };
}

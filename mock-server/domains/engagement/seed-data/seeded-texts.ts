import {
  englishOf,
  type ContentParams,
  type RecordKey,
} from '../../../seed/content/content-catalogue';

/*
 * Seeded records keep their English text and the key of their texts in every language
 * (`seed/content/<lang>.ts`); presenters answer them in the language asked for.
 */

export const seededPromotionTexts = (contentKey: RecordKey<'promotion'>) => ({
  title: englishOf(contentKey, 'title'),
  content: englishOf(contentKey, 'content'),
  contentKey,
});

export const seededMissionTexts = (contentKey: RecordKey<'mission'>) => ({
  title: englishOf(contentKey, 'title'),
  description: englishOf(contentKey, 'description'),
  contentKey,
});

/** `params` fill the message's `{placeholders}`; kept with the record only when its texts have any. */
export function seededMessageTexts(contentKey: RecordKey<'message'>, params: ContentParams = {}) {
  const title = englishOf(contentKey, 'title', params);
  const content = englishOf(contentKey, 'content', params);
  const templated =
    englishOf(contentKey, 'title') !== title || englishOf(contentKey, 'content') !== content;
  return { title, content, contentKey, ...(templated ? { contentParams: params } : {}) };
}

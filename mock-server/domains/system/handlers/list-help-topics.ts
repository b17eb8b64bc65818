import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { localisedTitledHtml } from '../rules/localise';

/** The help centre in display order, in the language asked for (from the content catalogue; English for a topic without a translation). */
export const listHelpTopicsHandler = defineHandler(
  'listHelpTopics',
  'anyone',
  ({ backend, query }) => {
    const language = query.lang ?? 'EN';
    return ok<'listHelpTopics'>(
      backend.db.helpTopics
        .all()
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((topic) => ({
          id: topic.id,
          tag: topic.tag,
          sortOrder: topic.sortOrder,
          ...localisedTitledHtml(topic, language),
        })),
    );
  },
);

import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useHelpTopics } from '../api/use-help-topics';
import { sanitizeHelpHtml } from '../rules/sanitize-help-html';
import './help-topics.css';
import { useLanguageCode } from '../../../hooks/use-language-code';

/**
 * The help-centre topics as vertical tabs (arrow keys move between them, Tab goes into the text),
 * each topic's operator HTML sanitised before it is shown; loading, failure with retry and empty
 * states. `active` is the topic to show (its tag); an unknown or null tag shows the first.
 * Shared by the help dialog and the /help and /helpmc pages.
 */
export function HelpTopics({
  active,
  onChange,
  headingLevel,
}: {
  active: string | null;
  onChange(tag: string): void;
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const { state, retry } = useHelpTopics(language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (state.status === 'loading') {
    return (
      <p role="status" className="help-topics__status">
        {t('common.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="help-topics__status">
        <p>{t(`errors.${state.errorKey}`)}</p>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (state.topics.length === 0) {
    return <p className="help-topics__status">{t('help.empty')}</p>;
  }
  const tags = state.topics.map((topic) => topic.tag);
  const shown = active !== null && tags.includes(active) ? active : (tags[0] ?? '');
  return (
    <Tabs.Root
      className="help-topics"
      orientation="vertical"
      value={shown}
      onValueChange={onChange}
    >
      <Tabs.List className="help-topics__list" aria-label={t('help.topics')}>
        {state.topics.map((topic) => (
          <Tabs.Trigger key={topic.id} value={topic.tag} className="help-topics__tab">
            {topic.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {state.topics.map((topic) => (
        <Tabs.Content key={topic.id} value={topic.tag} className="help-topics__content">
          <Heading className="help-topics__title">{topic.title}</Heading>
          <div
            className="help-topics__html"
            dangerouslySetInnerHTML={{ __html: sanitizeHelpHtml(topic.content) }}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

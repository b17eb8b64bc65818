import * as Tabs from '../../../components/tabs';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useListHelpTopics } from '../../../lib/help/api/use-list-help-topics';
import { OperatorHtml } from '../../../components/operator-html';
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
  const query = useListHelpTopics(language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <QueryState
      query={query}
      className="help-topics__status"
      isEmpty={(topics) => topics.length === 0}
      empty={<p className="help-topics__status">{t('help.empty')}</p>}
    >
      {(topics) => (
        <TopicTabs
          topics={topics}
          active={active}
          onChange={onChange}
          Heading={Heading}
          label={t('help.topics')}
        />
      )}
    </QueryState>
  );
}

type HelpTopic = NonNullable<ReturnType<typeof useListHelpTopics>['data']>[number];

function TopicTabs({
  topics,
  active,
  onChange,
  Heading,
  label,
}: {
  topics: HelpTopic[];
  active: string | null;
  onChange(tag: string): void;
  Heading: 'h2' | 'h3';
  label: string;
}) {
  const tags = topics.map((topic) => topic.tag);
  const shown = active !== null && tags.includes(active) ? active : (tags[0] ?? '');
  return (
    <Tabs.Root
      className="help-topics"
      orientation="vertical"
      value={shown}
      onValueChange={onChange}
    >
      <Tabs.List className="help-topics__list" aria-label={label}>
        {topics.map((topic) => (
          <Tabs.Trigger key={topic.id} value={topic.tag} className="help-topics__tab">
            {topic.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {topics.map((topic) => (
        <Tabs.Content key={topic.id} value={topic.tag} className="help-topics__content">
          <Heading className="help-topics__title">{topic.title}</Heading>
          <OperatorHtml className="help-topics__html" html={topic.content} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

import * as Tabs from '@radix-ui/react-tabs';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { isLanguageCode } from '../../../lib/i18n/languages';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { useHelpTopics } from '../api/use-help-topics';
import { sanitizeHelpHtml } from '../rules/sanitize-help-html';
import { requestedHelpTopicAtom } from '../state/help-topic-atom';
import './help-dialog.css';

/**
 * The help dialog (section 2): the help-centre topics as vertical tabs (arrow keys move between
 * them, Tab goes into the text), each topic's operator HTML sanitised before it is shown. Opens at
 * the topic the footer asked for, else at the first.
 */
export default function HelpDialog({ onClose }: DialogComponentProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguageCode(i18n.language) ? i18n.language : 'EN';
  const { state, retry } = useHelpTopics(language);
  const [requested, setRequested] = useAtom(requestedHelpTopicAtom);
  const [chosen, setChosen] = useState<string | null>(null);

  const close = () => {
    setRequested(null);
    onClose();
  };

  let body;
  if (state.status === 'loading') {
    body = (
      <p role="status" className="help-dialog__status">
        {t('common.loading')}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <div role="alert" className="help-dialog__status">
        <p>{t(`errors.${state.errorKey}`)}</p>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (state.topics.length === 0) {
    body = <p className="help-dialog__status">{t('help.empty')}</p>;
  } else {
    const tags = state.topics.map((topic) => topic.tag);
    const fallback = tags[0] ?? '';
    const active =
      [chosen, requested].find((tag): tag is string => tag !== null && tags.includes(tag)) ??
      fallback;
    body = (
      <Tabs.Root
        className="help-dialog__tabs"
        orientation="vertical"
        value={active}
        onValueChange={setChosen}
      >
        <Tabs.List className="help-dialog__list" aria-label={t('help.topics')}>
          {state.topics.map((topic) => (
            <Tabs.Trigger key={topic.id} value={topic.tag} className="help-dialog__tab">
              {topic.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {state.topics.map((topic) => (
          <Tabs.Content key={topic.id} value={topic.tag} className="help-dialog__content">
            <h3 className="help-dialog__topic-title">{topic.title}</h3>
            <div
              className="help-dialog__html"
              dangerouslySetInnerHTML={{ __html: sanitizeHelpHtml(topic.content) }}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('help.title')}
      width={820}
      testId="help-dialog"
    >
      {body}
    </Dialog>
  );
}

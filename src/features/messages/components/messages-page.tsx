import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { OperatorHtml } from '../../../components/operator-html';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import * as Tabs from '../../../components/tabs';
import { useDatedPages } from '../../../hooks/use-dated-pages';
import { useLocale } from '../../../hooks/use-language-code';
import { historyPresets } from '../../../lib/dates/day-range';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import { useListMessages, type MessageFilter } from '../api/use-list-messages';
import { useMarkMessageRead } from '../api/use-mark-message-read';
import './messages.css';

type PlatformMessage = components['schemas']['PlatformMessage'];

const filters: readonly MessageFilter[] = ['all', 'unread', 'read'];

/**
 * The member centre's platform messages (`messageV2`): those sent on the chosen days (the last 30
 * at first), all, unread or read, 10 a page, newest first; the unread count is over every day, as
 * the badges count. Opening an unread message marks it read, so the red counts on the profile menu and the
 * centre's menu fall. Message bodies are operator HTML, sanitised before they are shown.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const { range, pageNo, setRange, setPage } = useDatedPages();
  const messages = useListMessages(filter, range, pageNo);

  const choose = (next: string) => {
    const chosen = filters.find((f) => f === next);
    if (!chosen) return;
    setFilter(chosen);
    setPage(1);
  };

  return (
    <Tabs.Root value={filter} onValueChange={choose} className="messages">
      <DateRangeFilter value={range} onChange={setRange} presets={historyPresets} />
      <Tabs.List className="messages__filters" aria-label={t('messages.filters.label')}>
        {filters.map((f) => (
          <Tabs.Trigger key={f} value={f} className="messages__filter">
            {t(`messages.filters.${f}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={filter} className="messages__panel">
        <QueryState
          query={messages}
          failedText={t('messages.failed')}
          isEmpty={(page) => page.list.length === 0}
          empty={<p className="messages__empty">{t(`messages.empty.${filter}`)}</p>}
        >
          {(page) => (
            <>
              <p className="messages__summary">
                {t('messages.unreadCount', { count: page.unreadCount })}
              </p>
              <ul className="messages__list">
                {page.list.map((message) => (
                  <li key={message.messageId}>
                    <MessageItem message={message} />
                  </li>
                ))}
              </ul>
              <Pager
                current={page.pageNo}
                total={page.totalPages}
                label={t('messages.pages')}
                onChoose={setPage}
              />
            </>
          )}
        </QueryState>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** One message: its title row opens and closes its body; opening an unread one marks it read. */
function MessageItem({ message }: { message: PlatformMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const markRead = useMarkMessageRead();
  const bodyId = useId();

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !message.read && !markRead.isPending) {
      markRead.mutate({ params: { path: { messageId: message.messageId } } });
    }
  };
  const time = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(message.time),
  );

  return (
    <article className="message" data-read={message.read}>
      <button
        type="button"
        className="message__head"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={toggle}
      >
        {message.read ? null : (
          <span className="message__dot">
            <span className="visually-hidden">{t('messages.unread')}</span>
          </span>
        )}
        <span className="message__title">{message.title}</span>
        <time className="message__time" dateTime={message.time}>
          {time}
        </time>
      </button>
      {open ? (
        <div id={bodyId} className="message__body">
          {/* A link to a page of the portal leaves the centre: the new address has no ?mc. */}
          <OperatorHtml html={message.content} />
        </div>
      ) : null}
    </article>
  );
}

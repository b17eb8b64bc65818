import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import { useListSandboxInbox } from '../api/use-list-sandbox-inbox';
import { ConsoleSection } from './console-section';

/** SMS and emails the sandbox "sent" (registration, SMS login, second factor), newest first. */
export function InboxSection() {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState('');
  const inbox = useListSandboxInbox(to.trim());
  const time = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <ConsoleSection
      id="inbox"
      title={t('sandbox-console.inbox.title')}
      description={t('sandbox-console.inbox.description')}
    >
      <TextField
        label={t('sandbox-console.inbox.to')}
        hint={t('sandbox-console.inbox.toHint')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <QueryState
        query={inbox}
        isEmpty={(list) => list.length === 0}
        empty={<p className="console-empty">{t('sandbox-console.inbox.empty')}</p>}
      >
        {(list) => (
          <ul className="console-cards">
            {list.slice(0, 20).map((message, index) => (
              <li key={`${message.sentAt}-${message.to}-${index}`} className="console-card">
                <p className="console-card__title">
                  <strong>{message.channel.toUpperCase()}</strong> → {message.to} ·{' '}
                  {time.format(Date.parse(message.sentAt))} · {message.purpose}
                </p>
                <p className="console-card__text">{message.text}</p>
                {message.code ? (
                  <CopyField
                    label={t('sandbox-console.inbox.code', { to: message.to })}
                    value={message.code}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ConsoleSection>
  );
}

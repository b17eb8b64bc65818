import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../hooks/use-language-code';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import type { ChatMessage } from '../rules/chat-messages';

/** One message: who (masked name, or "You"), VIP rank, time, and the text as plain text. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(message.time),
  );
  return (
    <li className={message.own ? 'chat-msg chat-msg--own' : 'chat-msg'}>
      <div className="chat-msg__meta">
        <span className="chat-msg__name">
          {message.own ? t('chat-room.you') : message.displayName}
        </span>
        <span className="chat-msg__vip">{t('chat-room.vip', { level: message.vipRankLevel })}</span>
        <time className="chat-msg__time" dateTime={message.time}>
          {time}
        </time>
      </div>
      {/* React text: whatever the message holds is shown as characters, never as HTML. */}
      <p className="chat-msg__text">{message.text}</p>
    </li>
  );
}

import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { isNearBottom, nearTopPx, newestId, type ChatMessage } from '../rules/chat-messages';
import { ChatMessageItem } from './chat-message-item';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
}

/**
 * The conversation, newest at the bottom (`role="log"`, announced politely). It follows new
 * messages only while the member is at the bottom (or sent the newest); otherwise a "new
 * messages" pill appears and takes them down. Scrolling to the top (or the button above the log,
 * for keyboards) loads older messages without moving what is on screen.
 */
export function ChatMessageList({
  messages,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: ChatMessageListProps) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ first?: number; newest?: number; height: number }>({ height: 0 });
  const [unseen, setUnseen] = useState(false);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const first = messages[0]?.messageId;
    const newest = newestId(messages);
    const before = shown.current;
    if (before.first !== undefined && first !== undefined && first < before.first) {
      // Older messages went in above: keep the lines the member was reading in place.
      log.scrollTop += log.scrollHeight - before.height;
    }
    if (newest !== undefined && newest !== before.newest) {
      const mine = messages.at(-1)?.own === true;
      if (before.newest === undefined || atBottom.current || mine) {
        log.scrollTop = log.scrollHeight;
        atBottom.current = true;
        setUnseen(false);
      } else if (newest > before.newest) {
        setUnseen(true);
      }
    }
    shown.current = { first, newest, height: log.scrollHeight };
  }, [messages]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const log = event.currentTarget;
    atBottom.current = isNearBottom(log);
    if (atBottom.current) setUnseen(false);
    shown.current.height = log.scrollHeight;
    if (log.scrollTop <= nearTopPx && hasOlder && !loadingOlder) onLoadOlder();
  };

  const toBottom = () => {
    const log = logRef.current;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  return (
    <div className="chat-room__history">
      {hasOlder ? (
        <Button
          variant="secondary"
          className="chat-room__older"
          busy={loadingOlder}
          onClick={onLoadOlder}
        >
          {loadingOlder ? t('chat-room.loadingOlder') : t('chat-room.loadOlder')}
        </Button>
      ) : null}
      <div
        ref={logRef}
        className="chat-room__log"
        role="log"
        aria-live="polite"
        aria-label={t('chat-room.logLabel')}
        tabIndex={0}
        onScroll={onScroll}
      >
        {messages.length === 0 ? (
          <p className="chat-room__empty">{t('chat-room.empty')}</p>
        ) : (
          <ol className="chat-room__messages">
            {messages.map((message) => (
              <ChatMessageItem key={message.messageId} message={message} />
            ))}
          </ol>
        )}
      </div>
      {unseen ? (
        <button type="button" className="chat-room__pill" onClick={toBottom}>
          {t('chat-room.newMessages')} <span aria-hidden="true">↓</span>
        </button>
      ) : null}
    </div>
  );
}

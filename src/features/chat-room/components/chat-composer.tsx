import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { useSendChatMessage } from '../api/use-send-chat-message';
import {
  chatLength,
  chatTextMaxLength,
  draftProblem,
  type ChatMessage,
  type ChatRoomId,
} from '../rules/chat-messages';

/**
 * The message field: a counter of the 200 characters, Enter (or Send) sends, and the reason a
 * message did not go (empty, too long, markup, too many a minute, or the server's) under it.
 */
export function ChatComposer({
  roomId,
  onSent,
}: {
  roomId: ChatRoomId;
  onSent(message: ChatMessage): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendChatMessage();
  const length = chatLength(draft);
  const over = length > chatTextMaxLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = draftProblem(draft);
    if (problem) {
      setError(t(`chat-room.errors.${problem}`, { max: chatTextMaxLength }));
      return;
    }
    send.mutate(
      { params: { path: { roomId } }, body: { text: draft } },
      {
        onSuccess: (answer) => {
          onSent(answer.value);
          setDraft('');
          setError(null);
        },
        onError: (failure: unknown) => setError(sendFailureText(failure)),
      },
    );
  };

  const sendFailureText = (failure: unknown): string => {
    if (!isApiError(failure)) return t('errors.unknown_error');
    const wait = failure.value?.['retryAfterSeconds'];
    if (failure.key === 'too_many_requests' && typeof wait === 'number') {
      return t('chat-room.errors.flood', { seconds: wait });
    }
    if (failure.key === 'validation_error') {
      return t('chat-room.errors.rejected', { max: chatTextMaxLength });
    }
    return t(`errors.${failure.key}`);
  };

  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {t('chat-room.messageLabel')}
      </label>
      <div className="chat-composer__row">
        <input
          id={`${id}-text`}
          className="chat-composer__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('chat-room.placeholder')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit" busy={send.isPending}>
          {t('chat-room.send')}
        </Button>
      </div>
      <div className="chat-composer__footer">
        {error ? (
          <p id={`${id}-error`} className="chat-composer__error" role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${id}-count`}
          className={
            over ? 'chat-composer__count chat-composer__count--over' : 'chat-composer__count'
          }
        >
          <span aria-hidden="true">
            {length}/{chatTextMaxLength}
          </span>
          <span className="visually-hidden">
            {t('chat-room.count', { count: length, max: chatTextMaxLength })}
          </span>
        </span>
      </div>
    </form>
  );
}

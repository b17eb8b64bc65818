import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { QueryState } from '../../../components/query-state';
import { isTrialAtom } from '../../../lib/stores/session-atoms';
import type { ChatRoomId } from '../rules/chat-messages';
import { useChatFeed } from '../state/use-chat-feed';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

/** The room's messages (loading, error with retry) and, once they are shown, the composer (real members). */
export function ChatFeed({ roomId }: { roomId: ChatRoomId }) {
  const { t } = useTranslation();
  const trial = useAtomValue(isTrialAtom);
  const feed = useChatFeed(roomId);
  const { history } = feed;
  const query = {
    status: history.status,
    data: history.data,
    // The client throws every failure as an ApiError (src/lib/api/api-queries.ts).
    error: history.error as ApiError | null,
    refetch: () => history.refetch(),
  };
  return (
    <div className="chat-room">
      <QueryState query={query} failedText={t('chat-room.loadFailed')}>
        {() => (
          <>
            <ChatMessageList
              messages={feed.messages}
              hasOlder={feed.hasOlder}
              loadingOlder={feed.loadingOlder}
              onLoadOlder={feed.loadOlder}
            />
            {trial ? (
              <p className="chat-room__note">{t('chat-room.trialNote')}</p>
            ) : (
              <ChatComposer roomId={roomId} onSent={feed.addSent} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

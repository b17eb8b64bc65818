import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { chatPollLimit, chatPollMs, type ChatRoomId } from '../rules/chat-messages';

/**
 * `listChatMessages` forwards, every `chatPollMs` while the dialog is open: the messages newer than
 * `sinceId` (the newest the feed has). TanStack Query pauses the interval while the tab is hidden
 * (`refetchIntervalInBackground` stays false). A new cursor starts as an empty answer of now, so
 * the next request waits for the interval instead of going out at once.
 */
export function useListChatMessagesSince(roomId: ChatRoomId, sinceId: number | undefined) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/chat/rooms/{roomId}/messages',
      { params: { path: { roomId }, query: { sinceId: sinceId ?? 0, limit: chatPollLimit } } },
      {
        enabled: sinceId !== undefined,
        refetchInterval: chatPollMs,
        staleTime: chatPollMs,
        initialData: { success: true, value: { roomId, list: [], hasMore: false } },
        initialDataUpdatedAt: () => Date.now(),
      },
    ),
  );
}

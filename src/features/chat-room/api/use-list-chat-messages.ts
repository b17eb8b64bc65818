import { $api } from '../../../lib/api/api-queries';
import { chatPageSize, type ChatRoomId } from '../rules/chat-messages';

/** "Older than everything": the first page's cursor when the feed starts at the newest message. */
const fromTheNewest = Number.MAX_SAFE_INTEGER;

/**
 * `listChatMessages` backwards: the first page is the newest `chatPageSize` messages older than
 * `before` (all of them by default), each next page the ones older than the page before it
 * (`beforeId`), while the answer says `hasMore`. Pages hold their messages oldest first.
 */
export function useListChatMessages(roomId: ChatRoomId, before: number | undefined) {
  return $api.useInfiniteQuery(
    'get',
    '/wps/chat/rooms/{roomId}/messages',
    {
      params: {
        path: { roomId },
        query: { limit: chatPageSize, beforeId: before ?? fromTheNewest },
      },
    },
    {
      pageParamName: 'beforeId',
      initialPageParam: before ?? fromTheNewest,
      getNextPageParam: (page) => (page.value.hasMore ? page.value.list[0]?.messageId : undefined),
      // The feed's history does not go stale: new messages come through the poll.
      staleTime: Infinity,
    },
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useListChatMessages } from '../api/use-list-chat-messages';
import { useListChatMessagesSince } from '../api/use-list-chat-messages-since';
import { mergeMessages, newestId, type ChatMessage, type ChatRoomId } from '../rules/chat-messages';

/**
 * One room's messages as the dialog shows them, oldest first: the history (newest page on
 * opening, older pages on request), what the poll brought since, and what the member sent here.
 * The poll's cursor is the newest message of the history and the poll, never one the member just
 * sent (others may have written before it). When a poll brings a full answer with more left (the
 * tab was hidden a long time), the feed starts again from that answer: the history then pages
 * back from its first message.
 */
export function useChatFeed(roomId: ChatRoomId) {
  const [historyBefore, setHistoryBefore] = useState<number | undefined>(undefined);
  const [polled, setPolled] = useState<ChatMessage[]>([]);
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const history = useListChatMessages(roomId, historyBefore);
  const historyMessages = useMemo(
    () => mergeMessages(...(history.data?.pages.map((page) => page.value.list) ?? [])),
    [history.data],
  );
  const cursor = history.isSuccess
    ? (newestId(mergeMessages(historyMessages, polled)) ?? 0)
    : undefined;
  const poll = useListChatMessagesSince(roomId, cursor);

  // Each poll answer is taken in once, while rendering (React's "adjust state when a value
  // changes" pattern): an effect would render the stale feed first.
  const fresh = poll.data?.value;
  const [taken, setTaken] = useState(fresh);
  if (fresh !== taken) {
    setTaken(fresh);
    const first = fresh?.list[0]?.messageId;
    if (fresh && first !== undefined) {
      if (fresh.hasMore) {
        setHistoryBefore(first);
        setPolled(fresh.list);
        setSent([]);
      } else {
        setPolled((before) => mergeMessages(before, fresh.list));
      }
    }
  }

  const messages = useMemo(
    () => mergeMessages(historyMessages, polled, sent),
    [historyMessages, polled, sent],
  );
  const addSent = useCallback(
    (message: ChatMessage) => setSent((before) => [...before, message]),
    [],
  );

  return {
    /** The first load (its status and error decide what the dialog shows). */
    history,
    messages,
    hasOlder: history.hasNextPage,
    loadingOlder: history.isFetchingNextPage,
    loadOlder: () => {
      if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
    },
    addSent,
  };
}

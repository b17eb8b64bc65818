import { $api } from '../../../lib/api/api-queries';

/**
 * `sendChatMessage`. Nothing to invalidate: the feed shows the answer at once and the poll brings
 * it again (merged by id).
 */
export function useSendChatMessage() {
  return $api.useMutation('post', '/wps/chat/rooms/{roomId}/messages');
}

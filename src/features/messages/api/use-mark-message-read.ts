import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/api-queries';

/**
 * `markMessageRead`: on success the message lists and the unread count (the red badges on the
 * profile menu and the centre's menu) are asked for again.
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/message/{messageId}/read', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/wps/message/list'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/wps/message/unread'] }),
      ]),
  });
}

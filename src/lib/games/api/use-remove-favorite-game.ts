import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/api-queries';
import { afterFavouriteWrite } from './favourite-writes';

/** `removeFavoriteGame`; on success the favourite ids and lists update (see `afterFavouriteWrite`). */
export function useRemoveFavoriteGame() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/wps/game/favorite/{gameId}', {
    onSuccess: (answer) => afterFavouriteWrite(queryClient, answer),
  });
}

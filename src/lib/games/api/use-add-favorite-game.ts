import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/api-queries';
import { afterFavouriteWrite } from './favourite-writes';

/** `addFavoriteGame`; on success the favourite ids and lists update (see `afterFavouriteWrite`). */
export function useAddFavoriteGame() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/wps/game/favorite', {
    onSuccess: (answer) => afterFavouriteWrite(queryClient, answer),
  });
}

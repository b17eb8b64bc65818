import { $api } from '../../../lib/api/api-queries';

/** `createSignInLink`: a one-time portal address that opens signed in as the member. */
export function useCreateSignInLink() {
  return $api.useMutation('post', '/__mock/sign-in-links');
}

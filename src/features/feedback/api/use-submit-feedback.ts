import { $api } from '../../../lib/api/api-queries';

/** `submitFeedback`: records the feedback form (question type, content, up to 3 images). */
export function useSubmitFeedback() {
  return $api.useMutation('put', '/wps/feedback');
}

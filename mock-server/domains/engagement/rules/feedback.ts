import type { Db } from '../../../db/create-db';
import { refusals } from '../../../core/envelope';
import type { Failure, Schemas } from '../../../core/handler-types';
import { inspectImages, uploadUrl } from './data-url-image';
import { nextNumericId } from './ids';
import type { FeedbackRecord } from '../records';

export interface FeedbackInput {
  questionType: Schemas['FeedbackQuestionType'];
  content: string;
  images?: string[];
}

/**
 * Stores a feedback. The contract already bounds the content (1-140 characters, not blank) and the
 * image count; here each image's real type and decoded size are checked (400 on the first bad one).
 * The content is kept exactly as typed.
 */
export async function submitFeedbackFor(
  db: Db,
  memberId: number,
  input: FeedbackInput,
  now: Date,
): Promise<FeedbackRecord | Failure> {
  const checked = inspectImages(input.images ?? []);
  if (!checked.ok)
    return refusals.invalid(
      `body.images.${checked.index}`,
      `image ${checked.index + 1} ${checked.reason}`,
    );
  const id = nextNumericId(db.feedbackEntries, 3001);
  return db.feedbackEntries.insert({
    id,
    memberId,
    questionType: input.questionType,
    content: input.content,
    images: checked.images.map((image, index) => ({
      ...image,
      url: uploadUrl('feedback', id, index, image.mimeType),
    })),
    createTime: now.toISOString(),
  });
}

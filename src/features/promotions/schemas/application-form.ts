import { z } from 'zod';
import { maxCommentLength } from '../rules/application-files';

export interface ApplicationMessages {
  commentTooLong: string;
  commentAngleBrackets: string;
}

/**
 * The application's comment: optional, at most 140 characters (section 5), without `<` or `>`
 * (the contract's pattern), so the server never refuses what the form let through.
 */
export const applicationSchema = (messages: ApplicationMessages) =>
  z.object({
    comment: z
      .string()
      .max(maxCommentLength, messages.commentTooLong)
      .regex(/^[^<>]*$/, messages.commentAngleBrackets),
  });

export type ApplicationValues = z.infer<ReturnType<typeof applicationSchema>>;

import { z } from 'zod';
import type { components } from '../../../../openapi/runtime/generated/openapi';

export type FeedbackQuestionType = components['schemas']['FeedbackQuestionType'];

/** The contract's question types, in the order the form lists them. */
export const questionTypes = [
  'deposit',
  'withdrawal',
  'game',
  'promotion',
  'account',
  'suggestion',
  'other',
] as const satisfies readonly FeedbackQuestionType[];

/** Content: 1 to 140 characters, not only spaces, plain text (no `<` or `>`), as the contract says. */
export const maxContentLength = 140;

/** Section 5: at most 3 images, png or jpg, at most 5 MB each. */
export const maxImages = 3;
export const maxImageBytes = 5 * 1024 * 1024;
const imageTypes: readonly string[] = ['image/png', 'image/jpeg'];

export type ImageProblem = 'type' | 'size';

/** Why a chosen file cannot go with the feedback, checked before anything is sent. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!imageTypes.includes(file.type)) return 'type';
  if (file.size > maxImageBytes) return 'size';
  return null;
}

export function isQuestionType(value: string): value is FeedbackQuestionType {
  return (questionTypes as readonly string[]).includes(value);
}

export interface FeedbackMessages {
  questionType: string;
  required: string;
  tooLong: string;
  markup: string;
}

export function feedbackSchema(messages: FeedbackMessages) {
  return z.object({
    // A string (the select starts on "choose one"), narrowed to the contract's enum on send.
    questionType: z.string().refine(isQuestionType, messages.questionType),
    content: z
      .string()
      .refine((text) => text.trim().length > 0, messages.required)
      .refine((text) => text.length <= maxContentLength, messages.tooLong)
      .refine((text) => !/[<>]/.test(text), messages.markup),
  });
}

export type FeedbackValues = z.input<ReturnType<typeof feedbackSchema>>;

/** Which part of the form a server refusal blames: `body.images.1` -> images, else the field. */
export function refusedPart(
  field: string | undefined,
): 'questionType' | 'content' | 'images' | null {
  if (!field) return null;
  if (field === 'body.questionType') return 'questionType';
  if (field === 'body.content') return 'content';
  if (field === 'body.images' || field.startsWith('body.images.')) return 'images';
  return null;
}

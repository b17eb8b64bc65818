import { z } from 'zod';
import { exclusionChoiceIds } from '../rules/exclusion-choices';

export interface ExclusionMessages {
  chooseOne: string;
  passwordRequired: string;
}

/** The break form: one of the six choices and the login password (sent as typed, not trimmed). */
export function exclusionSchema(messages: ExclusionMessages) {
  return z.object({
    choice: z.enum(exclusionChoiceIds, { message: messages.chooseOne }),
    password: z.string().min(1, { message: messages.passwordRequired }),
  });
}

export type ExclusionValues = z.input<ReturnType<typeof exclusionSchema>>;
export type ExclusionForm = z.output<ReturnType<typeof exclusionSchema>>;

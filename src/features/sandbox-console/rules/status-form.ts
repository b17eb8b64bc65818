import { z } from 'zod';
import { localInputToIso, type StatusForm } from './status-request';

export interface StatusMessages {
  endTimePast: string;
  tooLong: string;
}

/**
 * The status form's checks (zod, for react-hook-form): a maintenance end time, when given, must
 * lie ahead of the sandbox clock (the server refuses it otherwise); the texts have the contract's
 * lengths. `nowMs` is the sandbox clock's now.
 */
export function statusFormSchema(nowMs: () => number, messages: StatusMessages) {
  return z
    .object({
      status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      title: z.string().max(200, messages.tooLong),
      endTime: z.string(),
      info: z.string().max(2000, messages.tooLong),
    })
    .superRefine((form: StatusForm, context) => {
      if (form.status !== 1) return;
      const iso = localInputToIso(form.endTime);
      if (iso !== null && Date.parse(iso) <= nowMs())
        context.addIssue({ code: 'custom', path: ['endTime'], message: messages.endTimePast });
    });
}

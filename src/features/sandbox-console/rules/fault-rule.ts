import { z } from 'zod';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type FaultRule = components['schemas']['FaultRule'];
type ErrorKey = components['schemas']['ErrorKey'];

/** What the console's fault form holds: numbers as typed, blanks allowed. */
export interface FaultForm {
  operationId: string;
  latencyMs: string;
  /** 'none' (latency only), 'fail' (status + key) or 'timeout'. */
  kind: 'none' | 'fail' | 'timeout';
  status: string;
  code: string;
  /** Percentage of matching calls that fail, 1-100. */
  ratePercent: string;
}

export const emptyFaultForm: FaultForm = {
  operationId: '*',
  latencyMs: '',
  kind: 'none',
  status: '503',
  code: 'service_unavailable',
  ratePercent: '100',
};

export interface FaultMessages {
  operation: string;
  latency: string;
  status: string;
  rate: string;
  nothing: string;
}

const whole = (min: number, max: number) => (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The form's checks (zod, for react-hook-form): the messages come translated from the caller. */
export function faultFormSchema(operationIds: readonly string[], messages: FaultMessages) {
  return z
    .object({
      operationId: z.string().refine((id) => id === '*' || operationIds.includes(id), {
        message: messages.operation,
      }),
      latencyMs: z.string().refine((text) => text.trim() === '' || whole(0, 120_000)(text), {
        message: messages.latency,
      }),
      kind: z.enum(['none', 'fail', 'timeout']),
      status: z.string(),
      code: z.string(),
      ratePercent: z.string(),
    })
    .superRefine((form, context) => {
      if (form.kind === 'fail' && !whole(400, 599)(form.status))
        context.addIssue({ code: 'custom', path: ['status'], message: messages.status });
      if (form.kind !== 'none' && !whole(1, 100)(form.ratePercent))
        context.addIssue({ code: 'custom', path: ['ratePercent'], message: messages.rate });
      if (form.kind === 'none' && form.latencyMs.trim() === '')
        context.addIssue({ code: 'custom', path: ['latencyMs'], message: messages.nothing });
    });
}

/** The contract's fault rule for a checked form. */
export function faultRuleOf(form: FaultForm): FaultRule {
  const rule: FaultRule = { operationId: form.operationId };
  if (form.latencyMs.trim() !== '') rule.latencyMs = Number(form.latencyMs);
  if (form.kind !== 'none') rule.rate = Number(form.ratePercent) / 100;
  if (form.kind === 'fail') {
    rule.status = Number(form.status);
    rule.code = form.code as ErrorKey;
  }
  if (form.kind === 'timeout') rule.timeout = true;
  return rule;
}

/** The rules after adding one: a new rule for an operation replaces the one it had. */
export function withFault(rules: readonly FaultRule[], added: FaultRule): FaultRule[] {
  return [...rules.filter((rule) => rule.operationId !== added.operationId), added];
}

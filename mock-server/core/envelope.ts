import type {
  ErrorEnvelope,
  ErrorKey,
  Failure,
  OperationId,
  SuccessStatus,
  SuccessValue,
} from './handler-types';

/** 200 with the operation's value (201 for operations whose contract says so: use `created`). */
export function ok<O extends OperationId>(value: SuccessValue<O>, message?: string) {
  return {
    kind: 'success' as const,
    status: 200 as SuccessStatus<O>,
    value,
    ...(message ? { message } : {}),
  };
}

export function created<O extends OperationId>(value: SuccessValue<O>) {
  return { kind: 'success' as const, status: 201 as SuccessStatus<O>, value };
}

/** 202: accepted, a further step needed (a login waiting for its second factor). */
export function accepted<O extends OperationId>(value: SuccessValue<O>) {
  return { kind: 'success' as const, status: 202 as SuccessStatus<O>, value };
}

export function fail(
  status: number,
  code: ErrorKey,
  message: string,
  extra: { field?: string; value?: ErrorEnvelope['value'] } = {},
): Failure {
  const envelope: ErrorEnvelope = { success: false, code, message };
  if (extra.field) envelope.field = extra.field;
  if (extra.value) envelope.value = extra.value;
  return { kind: 'failure', status, envelope };
}

export const refusals = {
  notLoggedIn: () =>
    fail(401, 'not_logged_in', 'a valid session token is required', {
      field: 'header.authorization',
    }),
  trialAccount: () =>
    fail(403, 'in_need_true_account', 'trial accounts cannot do this; sign in with a real account'),
  notAgent: () => fail(403, 'error_not_agent', 'this is for agent accounts only'),
  featureDisabled: (feature: string) =>
    fail(403, 'feature_disabled', `${feature} is switched off for this site`),
  notFound: (what: string) => fail(404, 'not_found', `no such ${what}`),
  invalid: (field: string, message: string) => fail(400, 'validation_error', message, { field }),
};

/** Whether a rule's answer is a refusal (a rule answers its value or a `Failure`). */
export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'failure';

/** What a rule answers when its value could itself look like anything: the value, or a refusal. */
export type Outcome<T> = { kind: 'ok'; value: T } | Failure;

export const done = <T>(value: T): Outcome<T> => ({ kind: 'ok', value });

import type { Failure } from '../../../core/handler-types';

/** What a rule answers: its value, or the refusal the handler passes on unchanged. */
export type Outcome<T> = { kind: 'ok'; value: T } | Failure;

export const done = <T>(value: T): Outcome<T> => ({ kind: 'ok', value });

import type { components, operations } from '../../openapi/runtime/generated/openapi';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];
export type ErrorKey = Schemas['ErrorKey'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];

type Defined<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : NonNullable<T>;

export type QueryOf<O extends OperationId> = Defined<operations[O]['parameters']['query']>;
export type PathOf<O extends OperationId> = Defined<operations[O]['parameters']['path']>;

type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;
export type BodyOf<O extends OperationId> = operations[O] extends { requestBody: infer R }
  ? ContentOf<R>
  : operations[O] extends { requestBody?: infer R }
    ? ContentOf<NonNullable<R>> | undefined
    : undefined;

type Responses<O extends OperationId> = operations[O]['responses'];
export type SuccessStatus<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201 | 202>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
export type SuccessValue<O extends OperationId> =
  JsonOf<Responses<O>[SuccessStatus<O>]> extends { value: infer V } ? V : never;

/**
 * What a handler answers: a success of its operation (with the response headers its contract
 * declares, if any), or a failure envelope with a status.
 */
export type HandlerResult<O extends OperationId> =
  | {
      kind: 'success';
      status: SuccessStatus<O>;
      value: SuccessValue<O>;
      message?: string;
      headers?: Record<string, string>;
    }
  | Failure;

export interface Failure {
  kind: 'failure';
  status: number;
  envelope: ErrorEnvelope;
}

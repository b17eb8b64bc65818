import type { components } from '../generated/openapi';

export type ErrorKey = components['schemas']['ErrorKey'];
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/**
 * The one error every failed call becomes: a failure envelope, an HTTP error without one, a network
 * failure or a timeout. `key` is the catalogue key the portal translates (`errors.<key>`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly key: ErrorKey;
  /** HTTP status, or 0 when no answer arrived (network failure, timeout). */
  readonly status: number;
  /** The request field to blame (`body.username`), where the server named one. */
  readonly field: string | undefined;
  /** Extra data of the failure envelope (`captcha`, `retryAfterSeconds`, `endTime`, ...). */
  readonly value: ErrorEnvelope['value'];
  /** `METHOD /path` of the operation that failed. */
  readonly operation: string;

  constructor(init: {
    key: ErrorKey;
    message: string;
    status: number;
    operation: string;
    field?: string | undefined;
    value?: ErrorEnvelope['value'];
  }) {
    super(init.message);
    this.key = init.key;
    this.status = init.status;
    this.field = init.field;
    this.value = init.value;
    this.operation = init.operation;
  }

  static fromEnvelope(envelope: ErrorEnvelope, status: number, operation: string): ApiError {
    return new ApiError({ ...envelope, key: envelope.code, status, operation });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a retry with the same requestId must repeat: the request without its requestId and without
 * the payment password (a secret is checked, never kept in the idempotency record).
 */
export function retryFields(body: object): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...body };
  delete fields.requestId;
  delete fields.paymentPassword;
  return fields;
}

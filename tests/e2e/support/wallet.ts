import type { APIRequestContext } from '@playwright/test';
import { b64JsonCodec } from '../../../openapi/runtime/payload-codec';

/** A 1×1 png: the bytes of a proof image the sandbox accepts. */
export const tinyPngBuffer = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Sets a fresh member's first payment password through the API (encrypted body, like the portal). */
export async function setFirstPaymentPassword(
  request: APIRequestContext,
  member: { token: string; password: string },
  paymentPassword: string,
): Promise<void> {
  const body = {
    password: member.password,
    newPaymentPassword: paymentPassword,
    confirmNewPaymentPassword: paymentPassword,
  };
  const response = await request.post('/wps/member/paymentPassword', {
    data: { payload: b64JsonCodec.encode(JSON.stringify(body)) },
    headers: {
      'X-Payload-Codec': b64JsonCodec.name,
      Authorization: `Bearer ${member.token}`,
    },
  });
  const answer = (await response.json()) as { success: boolean };
  if (!response.ok() || !answer.success)
    throw new Error(`setPaymentPassword failed: ${response.status()} ${JSON.stringify(answer)}`);
}

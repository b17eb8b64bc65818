/**
 * Reliability: text shown to other people (nicknames, names, addresses, comments, references,
 * feedback) is plain text. Payloads from the OWASP XSS filter evasion list that carry markup are
 * refused with 400 `validation_error` and the field; none is ever stored.
 */
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../core/handler-types';
import { createTestBackend } from '../testing/test-backend';

/** From the OWASP XSS Filter Evasion Cheat Sheet (the ones that fit 32 characters are used in nicknames). */
const payloads = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg/onload=alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<iframe src=javascript:alert(1)>',
  '"><script>alert(1)</script>',
  '<BODY ONLOAD=alert(1)>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="x:expression(alert(1))">',
  'x>y',
];

interface Target {
  operationId: OperationId;
  field: string;
  account: string;
  path?: Record<string, string | number>;
  body: (value: string, i: number) => Record<string, unknown>;
  maxLength: number;
}

const image =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const targets: Target[] = [
  {
    operationId: 'updateMemberProfile',
    field: 'nickname',
    account: 'demoplayer',
    maxLength: 32,
    body: (v) => ({ nickname: v }),
  },
  {
    operationId: 'updateMemberProfile',
    field: 'address',
    account: 'demoplayer',
    maxLength: 255,
    body: (v) => ({ address: v }),
  },
  {
    operationId: 'registerDownline',
    field: 'nickname',
    account: 'demoagent',
    maxLength: 32,
    body: (v, i) => ({
      username: `xssdown${i}`,
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      type: 0,
      nickname: v,
    }),
  },
  {
    operationId: 'submitFeedback',
    field: 'content',
    account: 'demoplayer',
    maxLength: 140,
    body: (v) => ({ questionType: 'deposit', content: v, images: [image] }),
  },
  {
    operationId: 'applyPromotion',
    field: 'comment',
    account: 'demoplayer',
    maxLength: 140,
    path: { promotionId: 1 },
    body: (v) => ({ comment: v, images: [image] }),
  },
  {
    operationId: 'createDeposit',
    field: 'payerName',
    account: 'demoplayer',
    maxLength: 64,
    body: (v, i) => ({
      channelId: 'bank-bdo',
      amount: 100,
      payerName: v,
      reference: 'R-1',
      requestId: `xss-payer-${i}-0000`,
    }),
  },
  {
    operationId: 'createDeposit',
    field: 'reference',
    account: 'demoplayer',
    maxLength: 64,
    body: (v, i) => ({
      channelId: 'bank-bdo',
      amount: 100,
      payerName: 'Demo Player',
      reference: v,
      requestId: `xss-ref-${i}-00000`,
    }),
  },
  {
    operationId: 'redeemPoints',
    field: 'receivingAddress',
    account: 'demoplayer',
    maxLength: 255,
    body: (v, i) => ({
      goodsId: 'G1001',
      quantity: 1,
      paymentPassword: '123456',
      receivingAddress: v,
      requestId: `xss-addr-${i}-0000`,
    }),
  },
];

describe('markup in text shown to others', () => {
  it('is refused with the field, and never stored', async () => {
    const t = await createTestBackend({
      sizes: { players: 4, agents: 1, slotGames: 20, betsPerMember: 1 },
    });
    let requests = 0;
    let refusals = 0;
    const problems: string[] = [];
    for (const target of targets) {
      const token = await t.tokenFor(target.account);
      for (const [i, payload] of payloads.entries()) {
        if (payload.length > target.maxLength) continue;
        const answer = await t.call(target.operationId, {
          token,
          ...(target.path ? { path: target.path } : {}),
          body: target.body(payload, i),
        });
        requests += 1;
        if (answer.status === 400 && answer.body.code === 'validation_error') refusals += 1;
        if (answer.body.field !== `body.${target.field}` || answer.status !== 400)
          problems.push(
            `${target.operationId}.${target.field} ${payload}: ${answer.status} ${answer.body.field ?? ''}`,
          );
      }
    }
    const state = JSON.stringify(t.backend.exportState({ includeCatalogue: false }));
    const stored = payloads.filter((p) => state.includes(p)).length;
    // eslint-disable-next-line no-console -- the reliability suite prints its figures
    console.log(
      `[reliability] markup: payloads=${payloads.length} requests=${requests} refusals=${refusals} stored=${stored} 5xx=0`,
    );
    expect(problems).toEqual([]);
    expect(stored).toBe(0);
    expect(refusals).toBe(requests);
    expect(requests).toBeGreaterThan(50);
  });
});

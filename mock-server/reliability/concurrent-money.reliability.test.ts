import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, type CallResult, type TestBackend } from '../testing/test-backend';
import { ledgerProblems, memberIdOf, walletTotalCents } from '../domains/wallet/test-support';
import { seededRandom } from '../../openapi/runtime/seeded-random';

/**
 * Reliability suite (issue 14, item 9): money under concurrency. 1,000 money-moving requests go
 * out at once — transfers between a member's own wallets, an agent's transfers to its downline,
 * points conversions and redemptions — a tenth of them repeated with the same request id. Nothing
 * may create or lose a cent, no balance may go below zero, and a repeat moves nothing.
 */
let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend({
    sizes: { players: 6, agents: 1, slotGames: 40, betsPerMember: 4 },
  });
});
afterAll(() => {
  expect(t.violations).toEqual([]);
});

const paymentPassword = '246813';
const vendors = ['PG', 'JILI', 'EVO', 'FC'] as const;

describe('concurrent money', () => {
  it('conserves every cent over 1,000 concurrent transfers, conversions and redemptions', async () => {
    const random = seededRandom(14);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

    const agentMade = await t.call('createSandboxMember', {
      body: { type: 1, upline: 'demoagent', balance: 5000, paymentPassword, prefix: 'cm' },
    });
    const agent = (agentMade.body.value as { account: string }).account;
    const players: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const made = await t.call('createSandboxMember', {
        body: { type: 0, upline: agent, balance: 300, paymentPassword, prefix: 'cm' },
      });
      players.push((made.body.value as { account: string }).account);
    }
    const tokens = new Map<string, string>();
    for (const account of [agent, ...players, 'demoplayer'])
      tokens.set(account, await t.tokenFor(account));
    const token = (account: string) => tokens.get(account) as string;
    const team = [agent, ...players].map((account) => memberIdOf(t, account));
    const teamTotal = () => team.reduce((sum, id) => sum + walletTotalCents(t, id), 0);
    const demoId = memberIdOf(t, 'demoplayer');
    const points = async () =>
      (
        (await t.call('getPointsBalance', { token: token('demoplayer') })).body.value as {
          points: number;
        }
      ).points;

    const teamBefore = teamTotal();
    const demoMoneyBefore = walletTotalCents(t, demoId);
    const pointsBefore = await points();
    const { ratio } = (await t.call('getPointsConfig', { token: token('demoplayer') })).body
      .value as { ratio: number };
    /** What converting 1,000 points credits, in cents (points / ratio, rounded down). */
    const convertCents = Math.floor((1000 * 100) / ratio);

    interface Sent {
      kind: string;
      requestId: string;
      send: () => Promise<CallResult>;
    }
    const sent: Sent[] = [];
    for (let i = 0; i < 900; i += 1) {
      const requestId = `cm-${i}-${Math.floor(random() * 1e9)}`;
      const roll = random();
      if (roll < 0.6) {
        const account = pick(players);
        const vendor = pick(vendors);
        const [fromWallet, toWallet] = random() < 0.6 ? ['MAIN', vendor] : [vendor, 'MAIN'];
        const amount = Math.round((1 + random() * 120) * 100) / 100;
        sent.push({
          kind: 'transferWallet',
          requestId,
          send: () =>
            t.call('transferWallet', {
              token: token(account),
              body: { mode: 'transfer', fromWallet, toWallet, amount, requestId },
            }),
        });
      } else if (roll < 0.85) {
        const account = pick(players);
        const amount = Math.round((1 + random() * 80) * 100) / 100;
        sent.push({
          kind: 'transferToDownline',
          requestId,
          send: () =>
            t.call('transferToDownline', {
              token: token(agent),
              body: { account, amount, paymentPassword, requestId },
            }),
        });
      } else if (roll < 0.93) {
        sent.push({
          kind: 'convertPoints',
          requestId,
          send: () =>
            t.call('convertPoints', {
              token: token('demoplayer'),
              body: { points: 1000, paymentPassword: '123456', requestId },
            }),
        });
      } else {
        sent.push({
          kind: 'redeemPoints',
          requestId,
          send: () =>
            t.call('redeemPoints', {
              token: token('demoplayer'),
              body: { goodsId: 'G3002', quantity: 1, paymentPassword: '123456', requestId },
            }),
        });
      }
    }
    // A tenth again, with the same request ids, at the same time: a client retrying.
    const repeats = sent.filter((_, i) => i % 9 === 0);
    const all = [...sent, ...repeats];
    expect(all).toHaveLength(1000);
    const answers = await Promise.all(all.map((s) => s.send()));

    const figures = {
      requests: answers.length,
      moved: 0,
      refusals: 0,
      '5xx': 0,
      repeats: repeats.length,
      repeatMismatches: 0,
      centsCreated: 0,
      negativeBalances: 0,
      ledgerProblems: 0,
    };
    const refusalKeys = new Set<string>();
    const firstAnswer = new Map<string, CallResult>();
    for (const [i, answer] of answers.entries()) {
      const request = all[i] as Sent;
      if (answer.status >= 500) figures['5xx'] += 1;
      else if (answer.status >= 400) {
        figures.refusals += 1;
        refusalKeys.add(`${request.kind}:${String(answer.body.code)}`);
      } else if (i < sent.length) figures.moved += 1;
      const first = firstAnswer.get(request.requestId);
      if (!first) firstAnswer.set(request.requestId, answer);
      else if (JSON.stringify(first.body) !== JSON.stringify(answer.body))
        figures.repeatMismatches += 1;
    }

    // Conversions credit demoplayer's money; redemptions and conversions spend points.
    const converted = sent.filter(
      (s, i) => s.kind === 'convertPoints' && (answers[i]?.status ?? 500) < 300,
    ).length;
    const redeemed = sent.filter(
      (s, i) => s.kind === 'redeemPoints' && (answers[i]?.status ?? 500) < 300,
    );
    const redeemCost = redeemed.reduce(
      (sum, s) =>
        sum +
        Math.abs(
          (answers[sent.indexOf(s)]?.body.value as { changedPoints: number }).changedPoints ?? 0,
        ),
      0,
    );
    figures.centsCreated =
      teamTotal() -
      teamBefore +
      (walletTotalCents(t, demoId) - demoMoneyBefore - converted * convertCents);
    figures.negativeBalances = t.backend.db.wallets.all().filter((w) => w.balanceCents < 0).length;
    figures.ledgerProblems = [...team, demoId].flatMap((id) =>
      ledgerProblems(t.backend.db, id),
    ).length;
    const pointsAfter = await points();

    // eslint-disable-next-line no-console
    console.log(
      `[reliability] concurrent-money: ${Object.entries(figures)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')}`,
    );
    // Refused only for what the money or points could not cover.
    expect([...refusalKeys].filter((k) => !/insufficient_(balance|points)$/.test(k))).toEqual([]);
    expect(figures['5xx']).toBe(0);
    expect(figures.moved).toBeGreaterThan(300);
    expect(figures.refusals).toBeGreaterThan(0);
    expect(figures.repeatMismatches).toBe(0);
    expect(figures.centsCreated).toBe(0);
    expect(figures.negativeBalances).toBe(0);
    expect(figures.ledgerProblems).toBe(0);
    expect(pointsAfter).toBe(pointsBefore - converted * 1000 - redeemCost);
    expect(pointsAfter).toBeGreaterThanOrEqual(0);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { apiLogin } from './sandbox';

/**
 * Fresh members and agents, and bets, through the sandbox's control API (`createSandboxMember`,
 * `placeSandboxBet`): state-changing agent-centre specs use members of their own, and make the
 * reports add up from bets they place.
 */
type Schemas = components['schemas'];
export type FreshMemberOptions = Schemas['SandboxMemberRequest'];
export type FreshMember = Schemas['SandboxMember'];
export type PlacedBet = Schemas['Bet'];
export type BetOptions = Schemas['SandboxBetRequest'];

async function controlCall<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  what: string,
): Promise<T> {
  const response = await request.post(path, { data });
  const body = (await response.json()) as { success: boolean; value?: unknown };
  if (!response.ok() || !body.success)
    throw new Error(`${what} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.value as T;
}

/**
 * A brand-new member (an agent unless `type` says otherwise), optionally under an agent `upline`,
 * with an opening `balance` and a `paymentPassword`; answers its account and password.
 */
export async function createFreshMember(
  request: APIRequestContext,
  opts: FreshMemberOptions = {},
): Promise<FreshMember> {
  return controlCall<FreshMember>(request, '/__mock/members', opts, 'createSandboxMember');
}

/**
 * Opens the portal signed in as a brand-new agent of the test's own (or any member `opts.type`
 * asks for): created through the control API, signed in through the login API, the token put in
 * session storage before the page's scripts run (like `signInAsFreshMember`).
 */
export async function signInAsFreshAgent(
  page: Page,
  request: APIRequestContext,
  opts: FreshMemberOptions = {},
): Promise<{ account: string; password: string; paymentPassword: string | null; token: string }> {
  const member = await createFreshMember(request, opts);
  const token = await apiLogin(request, member.account, member.password);
  await page.addInitScript(
    ([t, account]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', t);
        sessionStorage.setItem('account', account);
      }
    },
    [token, member.account] as const,
  );
  return {
    account: member.account,
    password: member.password,
    paymentPassword: member.paymentPassword,
    token,
  };
}

/**
 * A settled game round of `account` at the sandbox clock's now: `stake` leaves its main wallet,
 * `payout` comes back (0 for a lost round). It counts at once in the member's betting record and in
 * every upline's team bets, profit and loss and overview. Real-time salary is settled per 5-minute
 * window of the sandbox clock, so the income it earns shows only once the window has ended: call
 * `advanceSandboxClock(request, 5)` (`./sandbox`) after the bets to see it. The clock is
 * sandbox-wide (it also expires SMS codes and decides deposits), so a spec that moves it belongs in
 * `tests/e2e/switches/` (the serial project), like the wallet's clock specs.
 */
export async function placeBet(request: APIRequestContext, bet: BetOptions): Promise<PlacedBet> {
  return controlCall<PlacedBet>(request, '/__mock/bets', bet, 'placeSandboxBet');
}

async function post<T>(request: APIRequestContext, path: string, token: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { success: boolean; value?: T };
  if (!response.ok() || !body.success)
    throw new Error(`${path} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.value as T;
}

/**
 * A fresh top agent offers `agent` a real-time salary contract (1.5% of every lost stake of its
 * team from 10.00 up) and `agent` accepts it: the agent's income then follows its team's bets.
 */
export async function giveRealtimeSalary(
  request: APIRequestContext,
  upline: { account: string; password: string },
  agent: { account: string; token: string },
) {
  const uplineToken = await apiLogin(request, upline.account, upline.password);
  const offer = await post<{ contractId: string }>(request, '/wps/agent/contracts', uplineToken, {
    downline: agent.account,
    kind: 'realtimeSalary',
    terms: {
      kind: 'realtimeSalary',
      tiers: [{ singleBetAmount: 10, winRate: 0.5, lossRate: 1.5 }],
    },
  });
  await post(request, '/wps/agent/contracts/realtimeSalary/process', agent.token, {
    contractId: offer.contractId,
    action: 'accept',
  });
}

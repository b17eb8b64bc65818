import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword } from '../../../fixtures/demo-accounts';
import { b64JsonCodec } from '../../../openapi/runtime/payload-codec';

/**
 * Helpers for browser tests against the sandbox server: the control API (reset, flags, status) and
 * signing in without the UI when a test is not about signing in.
 */
async function expectOk(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<unknown> {
  const body = (await response.json()) as { success: boolean; value?: unknown; message?: string };
  if (!response.ok() || !body.success)
    throw new Error(`${what} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.value;
}

export async function resetSandbox(request: APIRequestContext): Promise<void> {
  await expectOk(await request.post('/__mock/reset', { data: {} }), 'reset');
}

export async function setFeatureFlags(
  request: APIRequestContext,
  flags: Record<string, boolean>,
): Promise<void> {
  await expectOk(await request.put('/__mock/flags', { data: { flags } }), 'setFeatureFlags');
}

export async function setSystemStatus(
  request: APIRequestContext,
  status: {
    status: 0 | 1 | 2;
    title?: string | null;
    endTime?: string | null;
    info?: string | null;
  },
): Promise<void> {
  await expectOk(
    await request.put('/__mock/system-status', {
      data: { title: null, endTime: null, info: null, ...status },
    }),
    'setSystemStatus',
  );
}

/**
 * Moves the sandbox clock forward (the simulated operator: deposits approved after 1 minute,
 * withdrawals paid after 3, automatic receipts). Sandbox-wide: only specs in `switches/`, which run
 * one at a time, use it.
 */
export async function advanceSandboxClock(
  request: APIRequestContext,
  minutes: number,
): Promise<void> {
  await expectOk(
    await request.post('/__mock/clock/advance', { data: { minutes } }),
    'advanceSandboxClock',
  );
}

/**
 * Makes sure the sandbox day (UTC, as the daily rules count it) does not end within `minutes`:
 * when it would, the sandbox clock moves past midnight first. For tests that act twice on "today"
 * (a daily allowance used, then refused), which would otherwise fail in the seconds around
 * midnight. Returns the sandbox's time now, for the page's clock (the portal asks for "the last 7
 * days" by the browser's date). Moves the clock sandbox-wide: specs in `switches/` only.
 */
export async function keepSandboxDayFor(
  request: APIRequestContext,
  minutes: number,
): Promise<number> {
  const config = (await expectOk(await request.get('/__mock/config'), 'config')) as {
    clockOffsetMs: number;
  };
  const now = Date.now() + config.clockOffsetMs;
  const dayLeftMs = 86_400_000 - (now % 86_400_000);
  if (dayLeftMs > minutes * 60_000) return now;
  const advance = Math.ceil(dayLeftMs / 60_000) + 1;
  await advanceSandboxClock(request, advance);
  return now + advance * 60_000;
}

/** The newest verification code the sandbox "sent" to a number (with dialing code) or address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const messages = (await expectOk(
    await request.get(`/__mock/inbox?to=${encodeURIComponent(to)}`),
    'inbox',
  )) as { code: string | null }[];
  const code = messages.find((m) => m.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export async function captchaAnswer(
  request: APIRequestContext,
  captchaId: string,
): Promise<string> {
  const value = (await expectOk(
    await request.get(`/__mock/captchas/${encodeURIComponent(captchaId)}`),
    'captcha',
  )) as { text: string };
  return value.text;
}

/**
 * Sends a member a platform message as the operator would (`sendPlatformMessage`): stored unread,
 * so the member's message badges count it. Returns the message's id.
 */
export async function sendPlatformMessage(
  request: APIRequestContext,
  account: string,
  message: { title: string; content?: string },
): Promise<number> {
  const value = (await expectOk(
    await request.post('/__mock/messages', {
      data: {
        account,
        title: message.title,
        content: message.content ?? `<p>${message.title}</p>`,
      },
    }),
    'sendPlatformMessage',
  )) as { messageId: number };
  return value.messageId;
}

/** Signs in through the API (encrypted login body) and returns the session token. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = demoPassword,
): Promise<string> {
  const payload = b64JsonCodec.encode(JSON.stringify({ username, password, type: 'username' }));
  const value = (await expectOk(
    await request.post('/wps/session/login', {
      data: { payload },
      headers: { 'X-Payload-Codec': b64JsonCodec.name },
    }),
    `login ${username}`,
  )) as { token: string };
  return value.token;
}

/**
 * Opens the portal already signed in as `username`: the token goes into session storage before
 * the page's scripts run, exactly where the portal keeps it (section 3: `token`, `account`).
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  password?: string,
): Promise<string> {
  const token = await apiLogin(request, username, password);
  await page.addInitScript(
    ([t, account]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', t);
        sessionStorage.setItem('account', account);
      }
    },
    [token, username] as const,
  );
  return token;
}

/**
 * Optional registration fields of a fresh member: an invite code (an agent's makes the member its
 * downline, with an upline to transfer to) and a payment password.
 */
export interface FreshMemberExtras {
  referralCode?: string;
  paymentPassword?: string;
}

/**
 * Registers a brand-new member through the API (SMS code from the sandbox inbox) and returns the
 * username and session token. Tests that change a member's state (favourites, recent games,
 * wallet) use one of their own, so parallel specs never share a member.
 */
export async function registerFreshMember(
  request: APIRequestContext,
  prefix = 'e2e',
  extra: FreshMemberExtras = {},
): Promise<{ username: string; password: string; token: string }> {
  const digits =
    String(Date.now() % 1000).padStart(3, '0') +
    String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const username = `${prefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 6) || 'e2e'}${digits}`.slice(
    0,
    16,
  );
  const mobileNo = `918${digits}`;
  const password = 'Passw0rd1';
  await expectOk(
    await request.post('/wps/verification/sms/register', {
      data: { countryDialingCode: '+63', mobileNo, username },
    }),
    'register code',
  );
  const verificationCode = await latestCode(request, `+63${mobileNo}`);
  const payload = b64JsonCodec.encode(
    JSON.stringify({
      username,
      password,
      confirmPassword: password,
      mobileNum: mobileNo,
      countryDialingCode: '+63',
      verificationCode,
      login: true,
      ...extra,
    }),
  );
  const value = (await expectOk(
    await request.put('/wps/member/register', {
      data: { payload },
      headers: { 'X-Payload-Codec': b64JsonCodec.name },
    }),
    `register ${username}`,
  )) as { token: string };
  return { username, password, token: value.token };
}

/** Opens the portal signed in as a brand-new member of the test's own (see registerFreshMember). */
export async function signInAsFreshMember(
  page: Page,
  request: APIRequestContext,
  prefix?: string,
  extra?: FreshMemberExtras,
): Promise<{ username: string; password: string; token: string }> {
  const member = await registerFreshMember(request, prefix, extra);
  await page.addInitScript(
    ([t, account]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', t);
        sessionStorage.setItem('account', account);
      }
    },
    [member.token, member.username] as const,
  );
  return member;
}

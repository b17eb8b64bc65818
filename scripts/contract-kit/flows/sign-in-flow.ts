import { asNumber, asString, at, describeAnswer } from '../json-access.ts';
import type { Role } from '../kit-options.ts';
import type { FlowReport } from '../report/kit-report.ts';
import type { RunContext } from '../run-context.ts';
import { FlowRecorder, FlowStop } from './flow-recorder.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A captcha answered through the sandbox's control API: `getCaptcha` (the image in `value`, its id
 * in the `X-Captcha-Id` header), then its text from `/__mock/captchas/{id}`. One refresh per second
 * per client: a 429 waits for `retryAfterSeconds`.
 */
async function solvedCaptcha(flow: FlowRecorder): Promise<{ captcha: string; captchaId: string }> {
  const none = { path: {}, query: {} };
  const allowThrottle = (status: number) => status < 300 || status === 429;
  let image = await flow.call('getCaptcha', none, null, 'get a captcha', allowThrottle);
  if (image.status === 429) {
    await sleep((asNumber(at(image.json, 'value', 'retryAfterSeconds')) ?? 1) * 1000 + 100);
    image = await flow.call('getCaptcha', none, null, 'get a captcha again');
  }
  const captchaId = image.headers.get('X-Captcha-Id') ?? '';
  const answer = await flow.call(
    'getCaptchaAnswer',
    { path: { captchaId }, query: {} },
    null,
    'read its text from the sandbox',
  );
  return { captchaId, captcha: asString(at(answer.json, 'value', 'text')) ?? '' };
}

/**
 * Signs in with the account's password. After failed attempts (a persistent sandbox, an earlier
 * run's `login` example) the server asks for a captcha: on a sandbox the kit reads it through the
 * control API, elsewhere the sign-in is "not exercised" with the server's reason.
 */
async function signIn(
  flow: FlowRecorder,
  ctx: RunContext,
  role: Role,
  label: string,
): Promise<string> {
  const { username, password } = ctx.options.accounts[role];
  const body = { username, password, type: 'username' };
  const title = `sign in as ${username} (${label})`;
  const captchaRequired = (status: number, json: unknown) =>
    status === 400 && at(json, 'code') === 'captcha_required';
  let answer = await flow.call(
    'login',
    { path: {}, query: {}, body: { kind: 'value', value: body } },
    null,
    title,
    (status) => status < 300 || (ctx.options.sandboxControl === true && status === 400),
  );
  if (answer.status === 400) {
    if (!captchaRequired(answer.status, answer.json)) {
      flow.skip(`${title} was refused (${describeAnswer(answer.status, answer.json)})`);
    }
    const captcha = await solvedCaptcha(flow);
    answer = await flow.call(
      'login',
      { path: {}, query: {}, body: { kind: 'value', value: { ...body, ...captcha } } },
      null,
      `${title}, with the captcha`,
    );
  }
  const token = asString(at(answer.json, 'value', 'token')) ?? '';
  ctx.recorder.addSecret(token);
  return token;
}

async function provenSession(flow: FlowRecorder, ctx: RunContext, role: Role): Promise<string> {
  const { username } = ctx.options.accounts[role];
  const configured = ctx.options.tokens[role];
  const token = configured ?? (await signIn(flow, ctx, role, role));
  const info = await flow.call(
    'getMemberInfo',
    { path: {}, query: {} },
    token,
    `read the member info of the ${role} session`,
  );
  const account = asString(at(info.json, 'value', 'account'));
  if (configured === undefined) {
    flow.verify(
      account?.toLowerCase() === username.toLowerCase(),
      `the token is ${username}'s`,
      `getMemberInfo says account ${JSON.stringify(account)}`,
    );
  }
  return token;
}

/**
 * The sessions of the run: each role signs in (or uses the token given in --config) and the token
 * is proven on a guarded read. `spares` more member sessions are signed in for operations that end
 * their session (logout). Without --allow-writes only given tokens are used: signing in is a POST.
 */
export async function signInFlow(
  ctx: RunContext,
  needed: readonly Role[],
  spares: number,
): Promise<FlowReport> {
  const flow = new FlowRecorder(ctx);
  const report: FlowReport = {
    name: 'sign-in',
    title: 'Sign in, then read guarded data with the token',
    outcome: 'passed',
    steps: flow.steps,
  };
  const problems: FlowStop[] = [];
  const withoutToken = needed.filter((role) => !ctx.options.tokens[role]);
  if (!ctx.options.allowWrites && withoutToken.length > 0) {
    const reason = `signing in is a POST: run with --allow-writes, or give tokens for ${withoutToken.join(', ')} in --config`;
    for (const role of withoutToken) ctx.sessions.unavailable(role, reason);
    problems.push(new FlowStop('not-exercised', reason));
  }
  for (const role of needed) {
    if (!ctx.options.allowWrites && !ctx.options.tokens[role]) continue;
    try {
      ctx.sessions.set(role, await provenSession(flow, ctx, role));
    } catch (error) {
      if (!(error instanceof FlowStop)) throw error;
      ctx.sessions.unavailable(
        role,
        `signing in as ${ctx.options.accounts[role].username} did not work: ${error.message}`,
      );
      problems.push(error);
    }
  }
  for (let i = 0; i < spares && ctx.options.allowWrites; i++) {
    try {
      ctx.sessions.addSpare(await signIn(flow, ctx, 'member', `spare session ${i + 1} for logout`));
    } catch (error) {
      if (!(error instanceof FlowStop)) throw error;
      problems.push(error);
    }
  }
  const failed = problems.find((p) => p.outcome === 'failed');
  const first = failed ?? problems[0];
  if (first) {
    report.outcome = failed
      ? 'failed'
      : flow.steps.some((s) => s.outcome === 'passed')
        ? 'passed'
        : 'not-exercised';
    report.reason = problems.map((p) => p.message).join('; ');
  }
  return report;
}

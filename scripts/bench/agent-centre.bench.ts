import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec.ts';
import { chromiumArgs, findChromium } from '../browser/find-chromium.ts';
import { freePort, startBuiltSandbox, stop, waitForOk } from './child-process.ts';
import { measure, median, type BenchResult } from './measure.ts';

/**
 * The agent centre in headless Chromium against the built sandbox (issue 13), for an agent with
 * 1,000 downline members: the JavaScript the centre's first open fetches (gzip -9 of every script
 * from opening `/?ac=agentTeamOverview` on a loaded home page until the overview's figures show)
 * and the time from that opening to the figures (median of the runs).
 *
 * No seeded agent has such a team at any `--scale` (each generated top agent gets two sub-agents,
 * six players and a few more; at the maximum scale, 50, about a dozen), so the team is made through
 * the control API: `createSandboxMember` (20 sub-agents with 49 players each) and
 * `placeSandboxBet` (one bet per player, so every figure of the overview has something to add up).
 */
const subAgents = 20;
const playersPerSubAgent = 49;
const teamSize = subAgents * (1 + playersPerSubAgent);
const runs = 5;
/** The overlay and its figures block, as the agent centre's overview page marks them. */
const centreSelector = '[data-testid="agent-centre"]';
const figuresSelector = '[data-testid="team-overview-figures"]';

async function control<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value?: unknown };
  if (!response.ok || !answer.success)
    throw new Error(`${path} answered ${response.status} ${JSON.stringify(answer)}`);
  return answer.value as T;
}

interface Created {
  account: string;
  password: string;
}

/** Runs `task` over `items`, `width` at a time (the sandbox takes writes one at a time anyway). */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map(task));
}

/** A top agent with `teamSize` downline members, through the control API; the agent's credentials. */
async function seedAgentTeam(base: string): Promise<Created> {
  const agent = await control<Created>(base, '/__mock/members', { prefix: 'bench' });
  const subs: Created[] = [];
  await inBatches([...Array(subAgents).keys()], 10, async () => {
    subs.push(await control<Created>(base, '/__mock/members', { upline: agent.account }));
  });
  const players: string[] = [];
  const plans = subs.flatMap((sub) => Array.from({ length: playersPerSubAgent }, () => sub));
  await inBatches(plans, 20, async (sub) => {
    const player = await control<Created>(base, '/__mock/members', {
      type: 0,
      upline: sub.account,
      balance: 1000,
    });
    players.push(player.account);
  });
  await inBatches(players, 20, async (account) => {
    const stake = 10 + (account.length % 7) * 5;
    await control(base, '/__mock/bets', {
      account,
      stake,
      payout: stake % 2 === 0 ? stake * 2 : 0,
    });
  });
  return agent;
}

async function apiLogin(base: string, agent: Created): Promise<string> {
  const payload = b64JsonCodec.encode(
    JSON.stringify({ username: agent.account, password: agent.password, type: 'username' }),
  );
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Payload-Codec': b64JsonCodec.name },
    body: JSON.stringify({ payload }),
  });
  const answer = (await response.json()) as { success: boolean; value?: { token: string } };
  if (!answer.success || !answer.value) throw new Error(`login answered ${response.status}`);
  return answer.value.token;
}

/** Gzip bytes of every script the page fetched while `load` ran. */
async function scriptBytes(page: Page, load: () => Promise<void>): Promise<number> {
  const pending: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  };
  page.on('response', onResponse);
  await load();
  page.off('response', onResponse);
  const sizes = await Promise.all(pending);
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Opens the centre at the overview the way an address change does (history entry + popstate, which
 * the portal's router follows) and records, in the page, when the figures block first exists. A
 * string, not a function: tsx's name-keeping helper (`__name`) does not exist inside the page.
 */
const openOverviewScript = `(() => {
  window.__figuresAt = 0;
  const seen = () => {
    if (window.__figuresAt === 0 && document.querySelector(${JSON.stringify(figuresSelector)}))
      window.__figuresAt = performance.now();
  };
  new MutationObserver(seen).observe(document.body, { subtree: true, childList: true, attributes: true });
  const openedAt = performance.now();
  history.pushState(history.state, '', '/?ac=agentTeamOverview');
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  seen();
  return openedAt;
})()`;

interface OpenRun {
  ms: number;
  jsBytes: number;
}

/** One cold open in a fresh context: home loaded and idle, then the centre to its figures. */
async function openOnce(browser: Browser, base: string, token: string, account: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    ([t, a]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', t);
        sessionStorage.setItem('account', a);
      }
    },
    [token, account] as const,
  );
  const page = await context.newPage();
  try {
    await page.goto(base, { waitUntil: 'networkidle' });
    let openedAt = 0;
    const jsBytes = await scriptBytes(page, async () => {
      openedAt = (await page.evaluate(openOverviewScript)) as number;
      await page.locator(centreSelector).waitFor({ timeout: 20_000 });
      await page.locator(figuresSelector).first().waitFor({ timeout: 20_000 });
    });
    const figuresAt = await page.evaluate(
      () => (window as unknown as { __figuresAt: number }).__figuresAt,
    );
    return { ms: figuresAt - openedAt, jsBytes } satisfies OpenRun;
  } finally {
    await context.close();
  }
}

export async function agentCentreBench(): Promise<BenchResult[]> {
  const found = findChromium();
  if (!found) {
    console.log('No Chromium found (npm run browser:ensure): agent-centre benchmark skipped.');
    return [];
  }
  const port = await freePort();
  const server = startBuiltSandbox(['--port', String(port), '--quiet']);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: found.executablePath,
    args: chromiumArgs(),
  });
  try {
    await waitForOk(`${base}/openapi.json`, performance.now());
    const seeding = performance.now();
    const agent = await seedAgentTeam(base);
    const seedMs = performance.now() - seeding;
    const token = await apiLogin(base, agent);
    const seeded: BenchResult = {
      name: `agent centre: ${teamSize} downline members + bets via the control API`,
      value: seedMs,
      unit: 'ms',
      note: `${subAgents} sub-agents x ${playersPerSubAgent} players, one bet each: ${teamSize + teamSize - subAgents} control calls`,
    };

    const overviewMs = await measure(10, async () => {
      const response = await fetch(`${base}/wps/agent/team/overview`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`getTeamOverview answered ${response.status}`);
      await response.arrayBuffer();
    });
    const overviewCall: BenchResult = {
      name: `agent centre: getTeamOverview answer, ${teamSize} members (median of 10)`,
      value: median(overviewMs),
      unit: 'ms',
      note: 'over loopback, the call behind the overview figures (today)',
    };

    const opened: OpenRun[] = [];
    try {
      for (let run = 0; run < runs; run += 1)
        opened.push(await openOnce(browser, base, token, agent.account));
    } catch (error) {
      console.log(
        `The agent centre's overview did not show ${figuresSelector} (${(error as Error).message.split('\n')[0]}): its figures are not measured.`,
      );
      return [seeded, overviewCall];
    }
    const times = opened.map((r) => r.ms);
    return [
      seeded,
      overviewCall,
      {
        name: 'agent centre: JavaScript on first open (gzip)',
        value: (opened[0]?.jsBytes ?? 0) / 1024,
        unit: 'KB',
        note: `scripts fetched from opening /?ac=agentTeamOverview on a loaded home page until the overview's figures show, gzip -9`,
      },
      {
        name: `agent centre: time to the overview's figures (median of ${runs})`,
        value: median([...times].sort((a, b) => a - b)),
        unit: 'ms',
        note: `agent with ${teamSize} downline members; each: ${times.map((t) => t.toFixed(0)).join(', ')} ms; cold cache, headless Chromium 1366x900`,
      },
    ];
  } finally {
    await browser.close();
    await stop(server);
  }
}

/**
 * npm run mock [-- --port 4010 --host 127.0.0.1 --seed N --scale N --persist FILE --open-control --trust-proxy --control-token T --quiet]
 * Starts the sandbox server (the mock backend, the API reference and the built portal) and prints
 * where everything is and how to sign in.
 */
import { parseArgs } from 'node:util';
import { demoAccounts } from './seed/demo-accounts.ts';
import { startSandboxServer, type SandboxServer } from './hosts/sandbox-server.ts';
import { scenarioNamed, scenarioNames } from './domains/control/rules/scenarios.ts';

const usage = `Usage: npm run mock -- [options]
  --port N          port to listen on (default 4010, or PORT)
  --host H          address to listen on (default 127.0.0.1, or HOST; 0.0.0.0 shares it on the network)
  --seed N          faker seed of the data (default: the fixed demo seed)
  --scale N         multiply every seed size (players, agents, slot games, bets) for load tests
  --persist FILE    keep the state in FILE across restarts (one file per sandbox)
  --open-control    let other machines use the control API under /__mock (default: this machine only)
  --trust-proxy     take client addresses from X-Forwarded-For / X-Real-IP (only behind a proxy you
                    trust; by default the connection's address keys every per-address limit)
  --control-token T control calls must send X-Control-Token: T (or CONTROL_TOKEN; for shared sandboxes)
  --scenario NAME   start from a scenario (GET /__mock/scenarios lists them)
  --sandbox-idle-minutes N  isolated sandboxes (/s/<id>/) unused this long are dropped (default 120)
  --max-sandboxes N at most N isolated sandboxes at once (default 50)
  --quiet           print nothing but errors`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4010' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      seed: { type: 'string' },
      scale: { type: 'string', default: '1' },
      persist: { type: 'string' },
      'open-control': { type: 'boolean', default: false },
      'trust-proxy': { type: 'boolean', default: false },
      'control-token': {
        type: 'string',
        ...(process.env.CONTROL_TOKEN ? { default: process.env.CONTROL_TOKEN } : {}),
      },
      scenario: { type: 'string' },
      'sandbox-idle-minutes': { type: 'string', default: '120' },
      'max-sandboxes': { type: 'string', default: '50' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  values = parse().values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const port = Number(values.port);
const seed = values.seed === undefined ? undefined : Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port ${values.port} is not a port number`);
if (seed !== undefined && (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff))
  fail(`--seed ${values.seed} is not a 32-bit unsigned integer`);
if (!(scale > 0)) fail(`--scale ${values.scale} is not a positive number`);
const idleMinutes = Number(values['sandbox-idle-minutes']);
const maxSandboxes = Number(values['max-sandboxes']);
if (!(idleMinutes > 0))
  fail(`--sandbox-idle-minutes ${values['sandbox-idle-minutes']} is not a positive number`);
if (!Number.isInteger(maxSandboxes) || maxSandboxes < 0)
  fail(`--max-sandboxes ${values['max-sandboxes']} is not a whole number`);
if (values.scenario !== undefined && !scenarioNamed(values.scenario))
  fail(
    `--scenario ${values.scenario} is not a scenario. The scenarios: ${scenarioNames.join(', ')}`,
  );

let sandbox: SandboxServer;
try {
  sandbox = await startSandboxServer({
    port,
    host: values.host,
    seed,
    scale,
    persist: values.persist,
    openControl: values['open-control'],
    trustProxy: values['trust-proxy'],
    ...(values['control-token'] ? { controlToken: values['control-token'] } : {}),
    ...(values.scenario !== undefined ? { scenario: values.scenario } : {}),
    sandboxIdleMinutes: idleMinutes,
    maxSandboxes,
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is taken. Start on another one: npm run mock -- --port 4011 (or PORT=4011).`
      : `Could not start the sandbox: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

function banner(): string {
  const host = values.host === '0.0.0.0' || values.host === '::' ? 'localhost' : values.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${sandbox.port}`;
  const { seed: seedValue, sizes, anchor } = sandbox.backend.seed;
  const widths = [16, 10];
  const accounts = demoAccounts.map(
    (a) => `  ${a.account.padEnd(widths[0] ?? 0)}${a.password.padEnd(widths[1] ?? 0)}${a.purpose}`,
  );
  const state = values.persist
    ? `  State           ${values.persist} (${sandbox.restored ? 'restored; its seed wins over --seed and --scale' : 'new, seeded'}; every write journaled and fsynced before it is answered)`
    : '  State           in memory (reset with POST /__mock/reset; keep it with --persist FILE)';
  const access = values['open-control']
    ? 'open to every machine that reaches this port'
    : 'this machine only; --open-control to share';
  const token = values['control-token'] ? ', X-Control-Token required' : '';
  return [
    `Sandbox is up: seeded in ${Math.round(sandbox.timings.seedMs)} ms, validators compiled in ${Math.round(sandbox.timings.pipelineMs)} ms, listening in ${Math.round(sandbox.timings.listenMs)} ms.`,
    `  Portal          ${base}/`,
    `  API reference   ${base}/docs`,
    `  Contract (JSON) ${base}/openapi.json`,
    `  Control API     ${base}/__mock/config, /__mock/reset, /__mock/accounts, /__mock/inbox ... (${access}${token})`,
    `  Seed            ${seedValue} (players ${sizes.players}, agents ${sizes.agents}, slot games ${sizes.slotGames}, bets per member ${sizes.betsPerMember}; history up to ${anchor.slice(0, 10)})`,
    state,
    `  Console         ${base}/sandbox (scenarios, snapshots, isolated sandboxes under ${base}/s/<id>/: at most ${maxSandboxes}, dropped after ${idleMinutes} idle minutes)`,
    ...(values.scenario !== undefined ? [`  Scenario        ${values.scenario}`] : []),
    '',
    `  ${'Account'.padEnd(widths[0] ?? 0)}${'Password'.padEnd(widths[1] ?? 0)}Purpose`,
    ...accounts,
    '  Payment password 123456 (demotrial has none).',
  ].join('\n');
}

if (!values.quiet) console.log(banner());

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  // A stuck flush must not keep the process alive forever.
  setTimeout(() => {
    console.error(`[sandbox] ${signal}: could not close within 5 s, exiting`);
    process.exit(1);
  }, 5000).unref();
  try {
    await sandbox.close();
    process.exit(0);
  } catch (error) {
    console.error('[sandbox] could not close cleanly:', error);
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop(signal));
}

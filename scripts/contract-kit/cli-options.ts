import { parseArgs } from 'node:util';
import {
  contractTags,
  kitOperations,
  outOfScopeTags,
} from '../../openapi/runtime/contract-view.ts';
import {
  defaultHtmlFile,
  defaultJunitFile,
  defaultMaxRequests,
  defaultRuns,
  defaultSeed,
  defaultTimeBudgetSeconds,
} from './kit-options.ts';

export const usage = `Usage: npm run contract:check -- [options]

Checks a server against the contract (openapi/): every operation with valid requests (the
contract's examples and generated ones), invalid requests and calls without a session, plus the
stateful flows. Without --base-url it starts the mock in-process on a free port and checks that.

  --base-url URL        the server to check (default: the mock, started here)
  --allow-writes        also send non-GET requests: sign-in, the flows, every write operation
                        (default: GET requests only; guarded reads then need tokens in --config)
  --seed N              seed of the generated requests (default ${defaultSeed})
  --runs N              generated valid requests per operation, beside the examples (default ${defaultRuns})
  --max-requests N      stop sending after N requests (default ${defaultMaxRequests})
  --time-budget S       stop sending after S seconds (default ${defaultTimeBudgetSeconds})
  --tag T               only operations of tag T (repeat, or comma-separated)
  --operation ID        only this operation (repeat, or comma-separated; adds to --tag)
  --username U          the member account to sign in as (default demoplayer, mock only)
  --password P          its password (default demo1234)
  --config FILE         JSON file: accounts (member, agent, downline), tokens, agentTags,
                        registration.smsCode, sandboxControl, codec, requestTimeoutMs
                        (see scripts/contract-kit/README.md)
  --codec NAME|FILE     payload codec of x-encrypted operations: b64json (default), identity, or a
                        module exporting { name, encode, decode }
  --junit FILE          JUnit XML report (default ${defaultJunitFile})
  --html FILE           HTML report (default ${defaultHtmlFile})
  --help                this text

The session token is sent as the contract's security scheme says (docs/decisions/002): there is
no --token-header; a backend with another header changes the scheme in openapi/openapi.yaml.

Exit code: 0 when the server honours the contract, 1 on any contract violation, 2 on a usage error.`;

export class UsageError extends Error {}

/** The command line, checked; file contents (config, codec) are loaded later. */
export interface CliOptions {
  help: boolean;
  baseUrl: string | null;
  allowWrites: boolean;
  seed: number;
  runs: number;
  maxRequests: number;
  timeBudgetSeconds: number;
  tags: string[];
  operations: string[];
  username: string | null;
  password: string | null;
  configFile: string | null;
  codec: string | null;
  junitFile: string;
  htmlFile: string;
}

function integer(
  flag: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} ${raw} is not a whole number from ${min} to ${max}`);
  }
  return value;
}

function list(values: string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

function checkedBaseUrl(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--base-url ${raw} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--base-url ${raw} is not an http(s) URL`);
  if (url.search || url.hash)
    throw new UsageError(`--base-url ${raw} must not carry a query or a fragment`);
  return raw.replace(/\/+$/, '');
}

function checkedTags(tags: string[]): string[] {
  for (const tag of tags) {
    if (outOfScopeTags.has(tag))
      throw new UsageError(`--tag ${tag}: the mock's control API is never checked`);
    if (!contractTags.includes(tag))
      throw new UsageError(
        `--tag ${tag} is not a tag of the contract (${contractTags.filter((t) => !outOfScopeTags.has(t)).join(', ')})`,
      );
  }
  return tags;
}

function checkedOperations(ids: string[]): string[] {
  for (const id of ids) {
    if (!kitOperations.some((op) => op.operationId === id)) {
      throw new UsageError(
        `--operation ${id} is not an operation the kit checks (see npm run api:report -- --list)`,
      );
    }
  }
  return ids;
}

/** Parses the arguments after `--`; throws UsageError on anything it cannot use. */
export function parseCliOptions(argv: string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        seed: { type: 'string' },
        runs: { type: 'string' },
        'max-requests': { type: 'string' },
        'time-budget': { type: 'string' },
        tag: { type: 'string', multiple: true },
        operation: { type: 'string', multiple: true },
        username: { type: 'string' },
        password: { type: 'string' },
        config: { type: 'string' },
        codec: { type: 'string' },
        junit: { type: 'string', default: defaultJunitFile },
        html: { type: 'string', default: defaultHtmlFile },
        'token-header': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values['token-header'] !== undefined) {
    throw new UsageError(
      "--token-header: the token header is the contract's security scheme (docs/decisions/002-session-token-header.md); change it in openapi/openapi.yaml, not here",
    );
  }
  if ((values.username === undefined) !== (values.password === undefined)) {
    throw new UsageError('--username and --password go together');
  }
  const timeBudget =
    values['time-budget'] === undefined ? defaultTimeBudgetSeconds : Number(values['time-budget']);
  if (!(timeBudget > 0) || !Number.isFinite(timeBudget)) {
    throw new UsageError(
      `--time-budget ${values['time-budget']} is not a positive number of seconds`,
    );
  }
  return {
    help: values.help,
    baseUrl: checkedBaseUrl(values['base-url']),
    allowWrites: values['allow-writes'],
    seed: integer('--seed', values.seed, defaultSeed, 0, 0xffff_ffff),
    runs: integer('--runs', values.runs, defaultRuns, 0, 50),
    maxRequests: integer(
      '--max-requests',
      values['max-requests'],
      defaultMaxRequests,
      1,
      1_000_000,
    ),
    timeBudgetSeconds: timeBudget,
    tags: checkedTags(list(values.tag)),
    operations: checkedOperations(list(values.operation)),
    username: values.username ?? null,
    password: values.password ?? null,
    configFile: values.config ?? null,
    codec: values.codec ?? null,
    junitFile: values.junit,
    htmlFile: values.html,
  };
}

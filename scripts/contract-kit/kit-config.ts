import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { demoAccounts } from '../../fixtures/demo-accounts.ts';
import type { CliOptions } from './cli-options.ts';
import { loadCodec } from './codec-loader.ts';
import {
  defaultRequestTimeoutMs,
  type Account,
  type KitOptions,
  type RegistrationSettings,
  type Role,
} from './kit-options.ts';

/**
 * The optional JSON file of --config: what a real backend needs beyond the command line. Every
 * field is optional; the defaults are the sandbox's demo accounts (they exist on the mock only).
 *
 *   {
 *     "accounts": { "member": { "username": "...", "password": "..." }, "agent": {...}, "downline": {...} },
 *     "tokens": { "member": "<token issued beforehand>" },
 *     "agentTags": ["agent", "contracts"],
 *     "registration": { "smsCode": "123456", "countryDialingCode": "+63", "password": "..." },
 *     "sandboxControl": false,
 *     "codec": "b64json",
 *     "requestTimeoutMs": 15000
 *   }
 */
export class ConfigError extends Error {}

const account = z.strictObject({ username: z.string().min(1), password: z.string().min(1) });
const perRole = <T extends z.ZodType>(item: T) =>
  z.strictObject({ member: item.optional(), agent: item.optional(), downline: item.optional() });

export const kitConfigSchema = z.strictObject({
  accounts: perRole(account).optional(),
  tokens: perRole(z.string().min(1)).optional(),
  agentTags: z.array(z.string().min(1)).optional(),
  registration: z
    .strictObject({
      smsCode: z.string().min(1).nullable().optional(),
      countryDialingCode: z
        .string()
        .regex(/^\+?[0-9]{1,4}$/)
        .optional(),
      password: z.string().min(1).optional(),
    })
    .optional(),
  sandboxControl: z.boolean().optional(),
  codec: z.string().min(1).optional(),
  requestTimeoutMs: z.number().int().positive().max(600_000).optional(),
});

export type KitConfig = z.infer<typeof kitConfigSchema>;

function demo(name: string): Account {
  const found = demoAccounts.find((a) => a.account === name);
  if (!found) throw new Error(`fixtures/demo-accounts.ts has no ${name}`);
  return { username: found.account, password: found.password };
}

/** The sandbox's demo accounts: a player, an agent, and that agent's direct downline agent. */
export const defaultAccounts: Record<Role, Account> = {
  member: demo('demoplayer'),
  agent: demo('demoagent'),
  downline: demo('demosubagent'),
};

export const defaultAgentTags = ['agent', 'contracts'];

export async function readKitConfig(file: string): Promise<KitConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `cannot read --config ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `--config ${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = kitConfigSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(
      `--config ${file} is not a kit configuration:\n  ${problems.join('\n  ')}`,
    );
  }
  return parsed.data;
}

/** Command line over config file over defaults. Loads the codec (a module path is imported here). */
export async function resolveKitOptions(
  cli: CliOptions,
  config: KitConfig = {},
): Promise<KitOptions> {
  const accounts: Record<Role, Account> = {
    member: config.accounts?.member ?? defaultAccounts.member,
    agent: config.accounts?.agent ?? defaultAccounts.agent,
    downline: config.accounts?.downline ?? defaultAccounts.downline,
  };
  if (cli.username !== null && cli.password !== null)
    accounts.member = { username: cli.username, password: cli.password };
  const registration: RegistrationSettings = {
    // null: the sandbox inbox when the control API may be used (see sandboxControl), else skipped.
    smsCode: config.registration?.smsCode ?? null,
    countryDialingCode: config.registration?.countryDialingCode ?? '+63',
    password: config.registration?.password ?? 'Kit2026check',
  };
  let codec;
  try {
    codec = await loadCodec(cli.codec ?? config.codec ?? 'b64json');
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  return {
    baseUrl: cli.baseUrl,
    seed: cli.seed,
    maxRequests: cli.maxRequests,
    timeBudgetSeconds: cli.timeBudgetSeconds,
    allowWrites: cli.allowWrites,
    runs: cli.runs,
    tags: cli.tags,
    operations: cli.operations,
    accounts,
    tokens: { ...config.tokens },
    agentTags: config.agentTags ?? defaultAgentTags,
    registration,
    sandboxControl: config.sandboxControl ?? null,
    codec,
    requestTimeoutMs: config.requestTimeoutMs ?? defaultRequestTimeoutMs,
  };
}

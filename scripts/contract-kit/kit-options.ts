import type { PayloadCodec } from '../../openapi/runtime/payload-codec.ts';

/** The accounts the kit signs in as: a player, an agent, and a direct downline agent of it. */
export type Role = 'member' | 'agent' | 'downline';
export const roles: readonly Role[] = ['member', 'agent', 'downline'];

export interface Account {
  username: string;
  password: string;
}

export interface RegistrationSettings {
  /**
   * Where the registration flow gets its SMS code: `mock-inbox` reads the sandbox's
   * `/__mock/inbox`; a fixed code is sent as is; null: the inbox when `sandboxControl` is on, else
   * the flow is skipped ("not exercised").
   */
  smsCode: string | null;
  countryDialingCode: string;
  password: string;
}

/** Everything a run needs, resolved (see cli-options.ts and kit-config.ts for where it comes from). */
export interface KitOptions {
  /** The server to check; null starts the mock in-process on a free port. */
  baseUrl: string | null;
  seed: number;
  maxRequests: number;
  timeBudgetSeconds: number;
  allowWrites: boolean;
  /** Generated valid requests per operation (beside the contract's examples). */
  runs: number;
  tags: string[];
  operations: string[];
  accounts: Record<Role, Account>;
  /** Session tokens issued beforehand: guarded reads can be checked without signing in. */
  tokens: Partial<Record<Role, string>>;
  /** Operations of these tags are called as the agent, all others as the member. */
  agentTags: string[];
  registration: RegistrationSettings;
  /**
   * The target is a sandbox of this workspace: the kit may read its control API (`/__mock/inbox`
   * for SMS codes, `/__mock/captchas/{id}` for captcha answers). null decides by target: true for
   * the mock the kit starts itself, false for --base-url.
   */
  sandboxControl: boolean | null;
  codec: PayloadCodec;
  requestTimeoutMs: number;
}

export const defaultSeed = 20261122;
export const defaultMaxRequests = 3000;
export const defaultTimeBudgetSeconds = 300;
export const defaultRuns = 3;
export const defaultRequestTimeoutMs = 15_000;
export const defaultJunitFile = 'reports/contract-check.junit.xml';
export const defaultHtmlFile = 'reports/contract-check.html';

import { b64JsonCodec } from '../../../openapi/runtime/payload-codec.ts';
import { defaultAccounts, defaultAgentTags } from '../kit-config.ts';
import {
  defaultMaxRequests,
  defaultRequestTimeoutMs,
  defaultRuns,
  defaultSeed,
  defaultTimeBudgetSeconds,
  type KitOptions,
} from '../kit-options.ts';

/** The options a plain `npm run contract:check` resolves to, with overrides for one test. */
export function kitTestOptions(overrides: Partial<KitOptions> = {}): KitOptions {
  return {
    baseUrl: null,
    seed: defaultSeed,
    maxRequests: defaultMaxRequests,
    timeBudgetSeconds: defaultTimeBudgetSeconds,
    allowWrites: false,
    runs: defaultRuns,
    tags: [],
    operations: [],
    accounts: defaultAccounts,
    tokens: {},
    agentTags: defaultAgentTags,
    registration: { smsCode: null, countryDialingCode: '+63', password: 'Kit2026check' },
    sandboxControl: null,
    codec: b64JsonCodec,
    requestTimeoutMs: defaultRequestTimeoutMs,
    ...overrides,
  };
}

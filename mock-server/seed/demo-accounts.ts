/**
 * The named demo accounts the mock seeds. They never change between runs: the README lists them,
 * the sandbox prints them at start, and tests (through `fixtures/`) and demo staff sign in with
 * them. Names follow the published username rule (`getRegisterValidators`), passwords the
 * password rule (6-20 letters and digits, at least one of each), `demodefault`'s aside.
 */
export interface DemoAccount {
  account: string;
  password: string;
  /** Account type (section 6): 0 player, 1/2/41/42 agent types, 4 trial. */
  type: 0 | 1 | 2 | 4 | 41 | 42;
  rankLevel: number;
  upline: string | null;
  mobileNum: string | null;
  /** Opening balance of the main wallet, in currency units. */
  balance: number;
  purpose: string;
  passwordExpired?: boolean;
}

/** The default password the platform forces members to change (section 4). */
export const defaultForcedPassword = '{secret}';
export const demoCountryDialingCode = '+63';

export const demoAccounts = [
  {
    account: 'demoplayer',
    password: 'demo1234',
    type: 0,
    rankLevel: 2,
    upline: 'demosubagent2',
    mobileNum: null,
    balance: 1500,
    purpose: 'a regular player with bets, favourites, messages and points',
  },
  {
    account: 'demovip',
    password: 'demo1234',
    type: 0,
    rankLevel: 6,
    upline: null,
    mobileNum: null,
    balance: 250_000,
    purpose: 'a VIP (rank 6, above 4): VIP customer service',
  },
  {
    account: 'demomaster',
    password: 'demo1234',
    type: 1,
    rankLevel: 5,
    upline: null,
    mobileNum: null,
    balance: 500_000,
    purpose: "the top agent: demoagent's upline, offers it contracts",
  },
  {
    account: 'demoagent',
    password: 'demo1234',
    type: 1,
    rankLevel: 4,
    upline: 'demomaster',
    mobileNum: null,
    balance: 100_000,
    purpose: 'an agent with a three-level downline and contracts in every state',
  },
  {
    account: 'demosubagent',
    password: 'demo1234',
    type: 2,
    rankLevel: 3,
    upline: 'demoagent',
    mobileNum: null,
    balance: 20_000,
    purpose: "level 1 of demoagent's downline (agent)",
  },
  {
    account: 'demosubagent2',
    password: 'demo1234',
    type: 41,
    rankLevel: 2,
    upline: 'demosubagent',
    mobileNum: null,
    balance: 5_000,
    purpose: "level 2 of demoagent's downline (agent)",
  },
  {
    account: 'demosubplayer',
    password: 'demo1234',
    type: 0,
    rankLevel: 1,
    upline: 'demosubagent2',
    mobileNum: null,
    balance: 800,
    purpose: "level 3 of demoagent's downline (player)",
  },
  {
    account: 'demotrial',
    password: 'demo1234',
    type: 4,
    rankLevel: 0,
    upline: null,
    mobileNum: null,
    balance: 2_000,
    purpose: 'a trial (type 4) account: refused with in_need_true_account',
  },
  {
    account: 'demodefault',
    password: defaultForcedPassword,
    type: 0,
    rankLevel: 1,
    upline: null,
    mobileNum: null,
    balance: 100,
    purpose: 'still has the default password {secret}: must change it at login',
  },
  {
    account: 'demoexpired',
    password: 'demo1234',
    type: 0,
    rankLevel: 1,
    upline: null,
    mobileNum: null,
    balance: 100,
    passwordExpired: true,
    purpose: 'password expired: must change it at login',
  },
  {
    account: 'demosms',
    password: 'demo1234',
    type: 0,
    rankLevel: 1,
    upline: null,
    mobileNum: '9171234567',
    balance: 300,
    purpose: 'SMS login with +63 9171234567 (codes appear in GET /__mock/inbox)',
  },
] as const satisfies readonly DemoAccount[];

export type DemoAccountName = (typeof demoAccounts)[number]['account'];

export function demoAccount(name: DemoAccountName): DemoAccount {
  const found = demoAccounts.find((a) => a.account === name);
  if (!found) throw new Error(`No demo account ${name}`);
  return found;
}

const demoAccountNames: ReadonlySet<string> = new Set(demoAccounts.map((a) => a.account));

/** True for the named demo accounts, false for generated and registered members. */
export function isDemoAccount(account: string): boolean {
  return demoAccountNames.has(account);
}

/** The address seeded for a demo account (forgot-password by email asks for it). */
export function demoEmail(account: DemoAccountName): string {
  return `${account}@sandbox.test`;
}

/**
 * The mock's public word on the accounts it seeds, for `fixtures/` and tests outside the mock:
 * they import from here (or `mock-server/hosts`), never from the mock's seed or domains.
 */
export {
  defaultForcedPassword,
  demoAccount,
  demoAccounts,
  demoCountryDialingCode,
  demoEmail,
  isDemoAccount,
  type DemoAccount,
  type DemoAccountName,
} from '../seed/demo-accounts';

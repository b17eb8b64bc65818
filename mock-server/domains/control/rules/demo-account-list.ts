import { demoAccounts, demoCountryDialingCode } from '../../../seed/demo-accounts';
import type { Schemas } from '../../../core/handler-types';
import type { Db } from '../../../db/create-db';

/**
 * The named demo accounts with the passwords they have now: a demo that changed a password (or
 * demodefault after its forced change) still lists the one that signs in.
 */
export function demoAccountList(db: Db): Schemas['DemoAccountInfo'][] {
  return demoAccounts.map((fixture) => {
    const member = db.memberByAccount(fixture.account.toLowerCase());
    return {
      account: fixture.account,
      password: member?.password ?? fixture.password,
      type: fixture.type,
      mobileNum: fixture.mobileNum,
      countryDialingCode: fixture.mobileNum ? demoCountryDialingCode : null,
      purpose: fixture.purpose,
    };
  });
}

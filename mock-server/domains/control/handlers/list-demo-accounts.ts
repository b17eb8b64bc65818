import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { demoAccountList } from '../rules/demo-account-list';

export const listDemoAccountsHandler = defineHandler(
  'listDemoAccounts',
  'anyone',
  localOnly((ctx) => ok<'listDemoAccounts'>(demoAccountList(ctx.backend.db))),
);

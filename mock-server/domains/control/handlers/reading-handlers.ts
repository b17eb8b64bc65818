import { ok, refusals } from '../../../core/envelope';
import { captchaText } from '../../accounts/rules/captcha-store';
import { inboxMessages } from '../../accounts/rules/inbox';
import { demoAccountList } from '../rules/demo-account-list';
import { inboxAddress } from '../rules/inbox-address';
import { controlHandler } from './control-handler';

export const listDemoAccounts = controlHandler('listDemoAccounts', (ctx) =>
  ok<'listDemoAccounts'>(demoAccountList(ctx.backend.db)),
);

export const listSandboxInbox = controlHandler('listSandboxInbox', (ctx) => {
  const address = inboxAddress(ctx.query.to);
  if ('kind' in address) return address;
  return ok<'listSandboxInbox'>(inboxMessages(ctx.backend.db, address.to));
});

export const getCaptchaAnswer = controlHandler('getCaptchaAnswer', (ctx) => {
  const { captchaId } = ctx.path;
  const text = captchaText(ctx.backend.db, captchaId);
  if (text === null) return refusals.notFound(`captcha ${captchaId}`);
  return ok<'getCaptchaAnswer'>({ captchaId, text });
});

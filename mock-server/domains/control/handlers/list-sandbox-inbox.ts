import { defineHandler } from '../../../core/define-handler';
import { localOnly } from '../rules/control-access';
import { ok } from '../../../core/envelope';
import { inboxMessages } from '../../accounts/rules/inbox';
import { inboxAddress } from '../rules/inbox-address';

export const listSandboxInboxHandler = defineHandler(
  'listSandboxInbox',
  'anyone',
  localOnly((ctx) => {
    const address = inboxAddress(ctx.query.to);
    if ('kind' in address) return address;
    return ok<'listSandboxInbox'>(inboxMessages(ctx.backend.db, address.to));
  }),
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { listChannels } from '../rules/deposits';

export const listDepositChannelsHandler = defineHandler(
  'listDepositChannels',
  'realMember',
  ({ backend }) => ok<'listDepositChannels'>(listChannels(backend.db)),
);

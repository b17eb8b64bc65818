import type { AnyHandler } from '../../core/define-handler';
import { memberHandlers } from './handlers/member-handlers';
import { passwordHandlers } from './handlers/password-handlers';
import { recordHandlers } from './handlers/record-handlers';
import { registrationHandlers } from './handlers/registration-handlers';
import { sessionHandlers } from './handlers/session-handlers';
import { smsHandlers } from './handlers/sms-handlers';

/** The accounts domain's operation handlers (tags `session` and `member`). */
export const accountsHandlers: AnyHandler[] = [
  ...sessionHandlers,
  ...smsHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...memberHandlers,
  ...recordHandlers,
];

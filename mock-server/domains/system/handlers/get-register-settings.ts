import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { defaultRegisterValidators } from '../rules/register-validators';
import { registerSettingsFor } from '../rules/register-settings';
import { throttleRefusal } from '../rules/site-config-throttle';

export const getRegisterSettingsHandler = defineHandler(
  'getRegisterSettings',
  'anyone',
  ({ backend, request }) => {
    const throttled = throttleRefusal(backend, 'getRegisterSettings', request.address);
    if (throttled) return throttled;
    return ok<'getRegisterSettings'>(
      registerSettingsFor(backend.config.flags, defaultRegisterValidators()),
    );
  },
);

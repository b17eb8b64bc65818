import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { defaultRegisterValidators } from '../rules/register-validators';
import { throttleRefusal } from '../rules/site-config-throttle';

/** Exactly the rules registration enforces (the accounts domain checks the same object). */
export const getRegisterValidatorsHandler = defineHandler(
  'getRegisterValidators',
  'anyone',
  ({ backend, request }) => {
    const throttled = throttleRefusal(backend, 'getRegisterValidators', request.address);
    if (throttled) return throttled;
    return ok<'getRegisterValidators'>(defaultRegisterValidators());
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { buildWhitelabelTree } from '../rules/whitelabel-tree';
import { throttleRefusal } from '../rules/site-config-throttle';

/** The flags tree, built from `config.flags` on every request. */
export const getWhitelabelHandler = defineHandler(
  'getWhitelabel',
  'anyone',
  ({ backend, request }) => {
    const throttled = throttleRefusal(backend, 'getWhitelabel', request.address);
    if (throttled) return throttled;
    return ok<'getWhitelabel'>(buildWhitelabelTree(backend.config.flags));
  },
);

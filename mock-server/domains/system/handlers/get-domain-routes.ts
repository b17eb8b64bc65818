import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { domainList } from '../presenters';
import { throttleRefusal } from '../rules/site-config-throttle';

/** The route lines, fastest first. */
export const getDomainRoutesHandler = defineHandler(
  'getDomainRoutes',
  'anyone',
  ({ backend, request }) => {
    const throttled = throttleRefusal(backend, 'getDomainRoutes', request.address);
    if (throttled) return throttled;
    return ok<'getDomainRoutes'>({ domainList: domainList(backend.db) });
  },
);

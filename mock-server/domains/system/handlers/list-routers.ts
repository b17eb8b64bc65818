import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { domainList, systemResources } from '../presenters';
import { throttleRefusal } from '../rules/site-config-throttle';

/** The download page's data: the route lines and the app resources (addresses on the request's origin). */
export const listRoutersHandler = defineHandler(
  'listRouters',
  'anyone',
  ({ backend, headers, request }) => {
    const throttled = throttleRefusal(backend, 'listRouters', request.address);
    if (throttled) return throttled;
    return ok<'listRouters'>({
      domainList: domainList(backend.db),
      resources: systemResources(backend.db, siteOrigin(headers)),
    });
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { localise } from '../rules/localise';
import { siteOrigin } from '../../../core/site-origin';
import { domainList, systemResources } from './shapes';
import { throttleRefusal } from './site-config-throttle';

/** The dialing-code dropdown, default country first, names in the language asked for. */
export const listCountries = defineHandler('listCountries', 'anyone', ({ backend, query }) => {
  const language = query.language ?? 'EN';
  return ok<'listCountries'>(
    backend.db.countries
      .all()
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sortOrder - b.sortOrder)
      .map((c) => ({
        countryCode: c.id,
        countryDialingCode: c.countryDialingCode,
        name: localise(c.names, language),
        mobileNumLength: c.mobileNumLength,
        isDefault: c.isDefault,
      })),
  );
});

/** The route lines, fastest first. */
export const getDomainRoutes = defineHandler(
  'getDomainRoutes',
  'anyone',
  ({ backend, headers }) => {
    const throttled = throttleRefusal(backend, 'getDomainRoutes', headers);
    if (throttled) return throttled;
    return ok<'getDomainRoutes'>({ domainList: domainList(backend.db) });
  },
);

/** The download page's data: the route lines and the app resources (addresses on the request's origin). */
export const listRouters = defineHandler('listRouters', 'anyone', ({ backend, headers }) => {
  const throttled = throttleRefusal(backend, 'listRouters', headers);
  if (throttled) return throttled;
  return ok<'listRouters'>({
    domainList: domainList(backend.db),
    resources: systemResources(backend.db, siteOrigin(headers)),
  });
});

import { defineHandler } from '../../../core/define-handler';
import { fail, ok } from '../../../core/envelope';
import { defaultRegisterValidators } from '../rules/register-validators';
import { siteHostVerdict } from '../rules/site-host';
import { permissionFlagsFor } from '../rules/system-status';
import { siteOrigin } from '../../../core/site-origin';
import { countryOfIp, visitorIp } from '../rules/visitor';
import { buildWhitelabelTree } from '../rules/whitelabel-tree';
import { domainList, enabledChannels, serviceEntry, systemResources } from '../presenters';
import { throttleRefusal } from '../rules/site-config-throttle';

/** The site configuration for a host, computed per request from the flags, the status and the seeded data. */
export const getPermissionHandler = defineHandler(
  'getPermission',
  'anyone',
  ({ backend, headers, query, request }) => {
    const throttled = throttleRefusal(backend, 'getPermission', request.address);
    if (throttled) return throttled;
    const { db, config } = backend;
    const requestHost = headers.get('x-forwarded-host') ?? headers.get('host');
    const verdict = siteHostVerdict(query.host, {
      requestHost,
      routeDomains: domainList(db).map((r) => r.domain),
    });
    if (verdict === 'malformed') {
      return fail(
        400,
        'validation_error',
        'host must be a host name with an optional port, as in location.host',
        { field: 'query.host' },
      );
    }
    if (verdict === 'unknown')
      return fail(404, 'invalid_url', `no site is configured for host ${query.host}`, {
        field: 'query.host',
      });
    const origin = siteOrigin(headers);
    const ip = visitorIp(headers);
    return ok<'getPermission'>({
      info: {
        whitelabelSettings: buildWhitelabelTree(config.flags),
        registerValidators: defaultRegisterValidators(),
        resources: systemResources(db, origin),
        customerService: enabledChannels(db).map((channel) => serviceEntry(channel, origin)),
        gtagId: null,
        imageCDNs: [`${origin}/sandbox/img`],
        launchGameCDNs: [],
      },
      location: { ip, countryCode: countryOfIp(ip) },
      ...permissionFlagsFor(config.systemStatus),
    });
  },
);

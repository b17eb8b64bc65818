import { defineHandler } from '../../../core/define-handler';
import { fail, ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { enabledChannels, serviceEntry } from '../presenters';

/** The addresses of one channel (LIVECHAT unless asked) and every enabled channel; a disabled channel is 404. */
export const getCustomerServiceHandler = defineHandler(
  'getCustomerService',
  'anyone',
  ({ backend, headers, query }) => {
    const csType = query.csType ?? 'LIVECHAT';
    const channels = enabledChannels(backend.db);
    const origin = siteOrigin(headers);
    const wanted = channels.find((c) => c.id === csType);
    if (!wanted)
      return fail(404, 'not_found', `customer service ${csType} is not enabled`, {
        field: 'query.csType',
      });
    return ok<'getCustomerService'>({
      csType,
      version: { pathList: serviceEntry(wanted, origin).pathList },
      list: channels.map((channel) => serviceEntry(channel, origin)),
    });
  },
);

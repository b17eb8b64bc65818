import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { systemStatusFor } from '../rules/system-status';
import { visitorIp } from '../rules/visitor';
import { throttleRefusal } from '../rules/site-config-throttle';
import { brandSettingsOf } from '../rules/brand-settings';
import { merchantSettings } from '../../wallet/rules/balances';

/** The status the root screen follows, from `config.systemStatus` (the control API switches it), and
 * the brand's languages and currency symbol (`setBrandSettings`). */
export const getSystemStatusHandler = defineHandler(
  'getSystemStatus',
  'anyone',
  ({ backend, headers, request }) => {
    const throttled = throttleRefusal(backend, 'getSystemStatus', request.address);
    if (throttled) return throttled;
    return ok<'getSystemStatus'>({
      ...systemStatusFor(backend.config.systemStatus, visitorIp(headers)),
      brand: brandSettingsOf(backend.config, merchantSettings(backend.db).currencySymbol),
    });
  },
);

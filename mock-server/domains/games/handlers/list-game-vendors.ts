import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { toVendor } from '../presenters';
import { catalogueIndex } from '../rules/catalogue-index';

export const listGameVendorsHandler = defineHandler(
  'listGameVendors',
  'anyone',
  ({ backend, headers, query }) => {
    const origin = siteOrigin(headers);
    const now = backend.clock.nowMs();
    // One brand per sandbox: every merchant code sees the same vendors.
    const vendors = catalogueIndex(backend.db).vendors.filter(
      (v) => !query.gameType || v.gameType === query.gameType,
    );
    return ok<'listGameVendors'>(vendors.map((v) => toVendor(v, origin, now)));
  },
);

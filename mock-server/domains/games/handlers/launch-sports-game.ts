import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import { siteOrigin } from '../../../core/site-origin';
import { catalogueIndex, listKey } from '../rules/catalogue-index';
import { gameLaunchUrl, launchRefusal, trialRefused, launchToken } from '../rules/launch';
import { gameMaintenance, startLaunch } from '../rules/start-launch';

export const launchSportsGameHandler = defineHandler(
  'launchSportsGame',
  'anyone',
  async ({ backend, query, headers, me }) => {
    const vendorCode = query.vendor.trim().toUpperCase();
    const vendor = backend.db
      .vendorEntriesOf(vendorCode)
      .find((v) => v.gameType === 'SPORTS' || v.gameType === 'ESPORTS');
    const book = vendor
      ? catalogueIndex(backend.db).lists.get(listKey(vendor.gameType, vendorCode))?.games[0]
      : undefined;
    if (!vendor || !book) return refusals.notFound('sports vendor');
    const member = me();
    const refusal = launchRefusal(book, vendor, member);
    if (refusal === 'trial') return trialRefused(`on the ${vendor.name} sports book`);
    if (refusal === 'maintenance')
      return gameMaintenance(backend, book, book.maintenanceHours ?? 0);

    const token = launchToken();
    const url = gameLaunchUrl(siteOrigin(headers), book.nodeId, token, {
      language: query.language,
      device: query.device,
      backUrl: query.backUrl,
    });
    await startLaunch(backend, {
      id: token,
      memberId: member.id,
      nodeId: book.nodeId,
      kind: 'sports',
      createdAt: backend.clock.iso(),
    });
    return ok<'launchSportsGame'>({ url, openMode: vendor.openMode });
  },
);

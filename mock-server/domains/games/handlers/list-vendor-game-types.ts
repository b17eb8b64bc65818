import { defineHandler } from '../../../core/define-handler';
import { ok, refusals } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import { catalogueIndex } from '../rules/catalogue-index';

const classifyOrder: readonly Schemas['GameClassify'][] = [
  'slot',
  'jackpot',
  'table',
  'arcade',
  'bingo',
];

export const listVendorGameTypesHandler = defineHandler(
  'listVendorGameTypes',
  'anyone',
  ({ backend, query }) => {
    const vendor = query.vendor.trim().toUpperCase();
    const entries = backend.db.vendorEntriesOf(vendor);
    if (entries.length === 0) return refusals.notFound('vendor');
    const { classifies } = catalogueIndex(backend.db);
    return ok<'listVendorGameTypes'>(
      entries.map((entry) => {
        const present = classifies.get(`${entry.gameType}:${vendor}`);
        return {
          vendor,
          gameType: entry.gameType,
          gameClassify: classifyOrder.filter((c) => present?.has(c)),
        };
      }),
    );
  },
);

import { englishTitledHtml, isContentKey } from '../../seed/content/content-catalogue';
import type { SeedContext } from '../../seed/seed-context';
import { bannerSeed } from './seed-data/banners';
import { countrySeed } from './seed-data/countries';
import { serviceChannelSeed } from './seed-data/customer-service';
import { helpTopicSeed } from './seed-data/help-topics';
import { menuSettingSeed } from './seed-data/menu-settings';
import { noticeSeed } from './seed-data/notices';
import { appResourceSeed, domainRouteSeed } from './seed-data/site-addresses';
import { makeWinners } from './seed-data/winners';

const hourMs = 3_600_000;
export const firstNoticeId = 1001;

/**
 * Seeds the system domain's reference data. It runs first (before accounts and games), so nothing
 * here refers to other domains' records: banner links to promotions and games are resolved when read.
 * Times are relative to the seed time, so the notice board and the winner board always look recent.
 */
export async function seedSystem(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const faker = ctx.fakerFor('system');
  const nowMs = ctx.clock.nowMs();

  await db.countries.insertMany(
    countrySeed.map((country, sortOrder) => ({ ...country, sortOrder })),
  );
  await db.domainRoutes.insertMany(domainRouteSeed);
  await db.appResources.insertMany(appResourceSeed);
  await db.menuSettings.insertMany(menuSettingSeed);
  await db.notices.insertMany(
    noticeSeed.map((notice, index) => ({
      id: firstNoticeId + index,
      type: notice.type,
      popup: notice.popup,
      time: new Date(nowMs - notice.hoursAgo * hourMs).toISOString(),
      texts: { EN: englishTitledHtml(notice.key) },
      contentKey: notice.key,
    })),
  );
  await db.banners.insertMany(
    bannerSeed.map((banner) => {
      const contentKey = `banner.${banner.id}`;
      return isContentKey(`${contentKey}.title`) ? { ...banner, contentKey } : banner;
    }),
  );
  await db.helpTopics.insertMany(
    helpTopicSeed.map(({ key, ...topic }) => ({
      ...topic,
      texts: { EN: englishTitledHtml(key) },
      contentKey: key,
    })),
  );
  await db.serviceChannels.insertMany(
    serviceChannelSeed.map((channel) => ({ ...channel, cipherKey: faker.string.alphanumeric(8) })),
  );
  await db.winners.insertMany(makeWinners(faker, nowMs));
}

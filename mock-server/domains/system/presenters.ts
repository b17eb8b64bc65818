import type { Schemas } from '../../core/handler-types';
import type { Db } from '../../db/create-db';
import { gameToFeature, type Promotion } from './rules/linked-records';
import type { BannerRecord, Language, NoticeRecord, ServiceChannelRecord } from './records';
import { encryptCsPath } from './rules/cs-path-cipher';
import { localisedTitledHtml } from './rules/localise';
import { localisedField } from '../../seed/content/content-catalogue';
import { pictureInLanguage } from '../../seed/content/picture-language';
import { absoluteUrl } from '../../core/site-origin';

/** How the system domain's records are answered; shared by the handlers that return the same shapes. */

export function systemResources(db: Db, origin: string): Schemas['SystemResources'] {
  return Object.fromEntries(
    db.appResources.all().map((r) => [
      r.id,
      {
        resourceType: r.id,
        url: absoluteUrl(origin, r.url),
        qrCodeUrl: r.qrCodeImage ? absoluteUrl(origin, r.qrCodeImage) : null,
        labelNameEn: r.labelNameEn,
      },
    ]),
  );
}

export function domainList(db: Db): Schemas['DomainRoute'][] {
  return db.domainRoutes
    .all()
    .sort((a, b) => a.speed - b.speed || a.id - b.id)
    .map(({ domain, speed }) => ({ domain, speed }));
}

/** A channel as answered: sandbox paths made absolute, type "3" paths encrypted with the channel's key. */
export function serviceEntry(
  channel: ServiceChannelRecord,
  origin: string,
): Schemas['ServiceEntry'] {
  return {
    csType: channel.id,
    name: channel.name,
    icon: absoluteUrl(origin, channel.icon),
    pathList: channel.paths.map(({ type, target }) => {
      if (type === '2') return { type, path: target };
      const address = absoluteUrl(origin, target);
      return { type, path: type === '3' ? encryptCsPath(address, channel.cipherKey) : address };
    }),
  };
}

export function enabledChannels(db: Db): ServiceChannelRecord[] {
  return db.serviceChannels
    .all()
    .filter((c) => c.enabled)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

export function notice(record: NoticeRecord, language: Language): Schemas['Notice'] {
  const { title, content } = localisedTitledHtml(record, language);
  return {
    id: record.id,
    title,
    content,
    time: record.time,
    type: record.type,
    popup: record.popup,
  };
}

/** Newest first; notices of the same minute by id, newest id first. */
export function newestFirst(records: readonly NoticeRecord[]): NoticeRecord[] {
  return [...records].sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id);
}

function linkageOf(
  db: Db,
  banner: BannerRecord,
  promotions: readonly Promotion[],
): Pick<Schemas['Banner'], 'linkageType' | 'linkageTarget'> {
  const { linkage } = banner;
  switch (linkage.type) {
    case 'none':
      return { linkageType: 'none' };
    case 'url':
    case 'route':
      return { linkageType: linkage.type, linkageTarget: linkage.target };
    case 'promotion': {
      const promotion = promotions[linkage.pick % Math.max(1, promotions.length)];
      return promotion
        ? { linkageType: 'promotion', linkageTarget: String(promotion.promotionId) }
        : { linkageType: 'route', linkageTarget: linkage.fallbackRoute };
    }
    case 'game': {
      const nodeId = gameToFeature(db, linkage.gameType, linkage.pick);
      return nodeId
        ? { linkageType: 'game', linkageTarget: nodeId }
        : { linkageType: 'route', linkageTarget: linkage.fallbackRoute };
    }
  }
}

/**
 * Every group's banners in seed order (grouped, by position), titled in `language` and pointing at
 * the sandbox's picture in `language` (`?lang=cn`); promotion links go to the featured promotions.
 */
export function banners(
  db: Db,
  origin: string,
  promotions: readonly Promotion[],
  language: Language,
): Schemas['Banner'][] {
  return db.banners
    .all()
    .sort((a, b) => a.id - b.id)
    .map((b) => ({
      bannerId: b.id,
      groupName: b.groupName,
      url: absoluteUrl(origin, pictureInLanguage(b.image, language)),
      ...linkageOf(db, b, promotions),
      title: localisedField(b, 'title', language, b.title),
      sortOrder: b.sortOrder,
    }));
}

import type { QueryOf, Schemas } from '../../core/handler-types';

/** The languages the contract's `language`/`lang` parameters accept. */
export type Language = NonNullable<QueryOf<'listHelpTopics'>['lang']>;

/** A text in English and, where translated, other languages (English is the fallback). */
export type Localised<T> = { EN: T } & Partial<Record<Exclude<Language, 'EN'>, T>>;

export interface TitledHtml {
  title: string;
  /** Operator HTML: clients must sanitise it (the contract says so); the seed holds some unsafe markup on purpose. */
  content: string;
}

/** Sandbox-relative addresses (`/sandbox/img/...`) become absolute with the origin of the request. */
export type SitePath = `/${string}`;

export interface CountryRecord {
  /** ISO 3166-1 alpha-2 code. */
  id: string;
  countryDialingCode: string;
  mobileNumLength: number | null;
  isDefault: boolean;
  sortOrder: number;
  names: Localised<string>;
}

export interface DomainRouteRecord {
  id: number;
  /** An absolute base URL (`http://host:port`). */
  domain: string;
  speed: number;
}

export interface AppResourceRecord {
  id: Schemas['SystemResource']['resourceType'];
  url: SitePath;
  qrCodeImage: SitePath | null;
  labelNameEn: string;
}

export type MenuName = keyof Schemas['MenuSettings'];

export interface MenuSettingRecord {
  /** `${menu}:${key}` */
  id: string;
  menu: MenuName;
  key: Schemas['MenuSetting']['key'];
  enabled: boolean;
  sort: number;
}

export interface NoticeRecord {
  id: number;
  type: Schemas['NoticeType'];
  popup: boolean;
  time: string;
  /** The stored texts: English (and, in states exported before the catalogue, some translations). */
  texts: Localised<TitledHtml>;
  /** Seeded records: the key of their texts in `seed/content/<lang>.ts`; answered in the language asked for. */
  contentKey?: string;
}

/**
 * What a banner opens. Promotions and games belong to other domains and are seeded after this one,
 * so those targets are resolved when the banner is read (`linked-records.ts`), with a route as the
 * fallback when the other domain has nothing to link to.
 */
export type BannerLinkage =
  | { type: 'none' }
  | { type: 'url'; target: string }
  | { type: 'route'; target: SitePath }
  | { type: 'promotion'; pick: number; fallbackRoute: SitePath }
  | { type: 'game'; gameType: Schemas['GameType']; pick: number; fallbackRoute: SitePath };

export interface BannerRecord {
  /** The bannerId. */
  id: number;
  groupName: Schemas['BannerGroup'];
  image: SitePath;
  linkage: BannerLinkage;
  title: string;
  sortOrder: number;
  /** Seeded records: the key of their texts in `seed/content/<lang>.ts`; answered in the language asked for. */
  contentKey?: string;
}

export interface HelpTopicRecord {
  id: number;
  tag: string;
  sortOrder: number;
  texts: Localised<TitledHtml>;
  /** Seeded records: the key of their texts in `seed/content/<lang>.ts`; answered in the language asked for. */
  contentKey?: string;
}

export interface ServicePathRecord {
  type: Schemas['CustomerServicePath']['type'];
  /**
   * Type "3" and "1": a sandbox path (made absolute per request) or a full address; type "2": a
   * handle. Type "3" targets are encrypted when answered (`rules/cs-path-cipher.ts`).
   */
  target: string;
}

export interface ServiceChannelRecord {
  id: Schemas['CustomerServiceType'];
  name: string;
  icon: SitePath;
  /** Disabled channels are left out of every list and answer 404 when asked for. */
  enabled: boolean;
  sortOrder: number;
  /** The 8-character key of this channel's type "3" paths (seeded, so answers are stable). */
  cipherKey: string;
  paths: ServicePathRecord[];
}

export interface WinnerRecord {
  id: number;
  /** The full account; only ever answered masked (`rules/mask-account.ts`). */
  account: string;
  gameName: string;
  prizeCents: number;
  time: string;
}

import type { components } from '../../../../openapi/runtime/generated/openapi';

type Banner = components['schemas']['Banner'];

/** What clicking a banner does, by its linkage type (see the contract's `Banner.linkageType`). */
export type BannerAction =
  | { kind: 'none' }
  | { kind: 'external'; url: string }
  | { kind: 'route'; to: string }
  | { kind: 'game'; nodeId: string };

export function bannerAction(banner: Pick<Banner, 'linkageType' | 'linkageTarget'>): BannerAction {
  const target = banner.linkageTarget;
  if (!target) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'url':
      // Only web addresses open; anything else (javascript:, data:) is ignored.
      return /^https?:\/\//i.test(target) ? { kind: 'external', url: target } : { kind: 'none' };
    case 'route':
      return target.startsWith('/') && !target.startsWith('//')
        ? { kind: 'route', to: target }
        : { kind: 'none' };
    case 'promotion':
      return { kind: 'route', to: `/promoDetail?id=${encodeURIComponent(target)}` };
    case 'game':
      return { kind: 'game', nodeId: target };
    default:
      return { kind: 'none' };
  }
}

/** The banners of one strip (`w_home`, `w_rng`, ...), in their `sortOrder` (then id) order. */
export function bannersOfGroup(banners: readonly Banner[], group: string): Banner[] {
  return banners
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.bannerId - b.bannerId);
}

/** Rotation and dots only when the group has more than one banner (section 4). */
export function bannerRotates(count: number): boolean {
  return count > 1;
}

export const bannerIntervalMs = 5000;

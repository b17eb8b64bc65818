import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { Promotion } from './promotion-actions';

export type PromotionCategory = components['schemas']['PromotionCategory'];

/** Every category of the contract, in its order (`ALL` first). */
export const promotionCategories: readonly PromotionCategory[] = [
  'ALL',
  'NEW_MEMBER',
  'DEPOSIT',
  'REBATE',
  'VIP',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'OTHER',
];

/** The category of the address (`?category=`); anything unknown or absent is `ALL`. */
export function categoryOf(param: string | null): PromotionCategory {
  return promotionCategories.find((c) => c === param) ?? 'ALL';
}

/**
 * The tabs: `ALL`, then the categories that have a promotion to show, in the contract's order,
 * plus the chosen one (an address may name an empty category; its tab stays, with an empty list).
 */
export function categoryTabs(
  all: readonly Promotion[],
  chosen: PromotionCategory,
): PromotionCategory[] {
  const present = new Set(all.map((p) => p.category));
  return promotionCategories.filter((c) => c === 'ALL' || c === chosen || present.has(c));
}

/** The id of `/promoDetail?id=`: a whole number from 1, else null (shown as not found). */
export function promotionIdOf(param: string | null): number | null {
  if (param === null || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

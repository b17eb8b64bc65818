import type { components } from '../../../../openapi/runtime/generated/openapi';

export type Promotion = components['schemas']['Promotion'];
export type ActivityStatus = components['schemas']['ActivityStatus'];

/** What the player can press on a promotion's card or detail page. */
export type PromotionActionKind =
  /** `applyPromotion` at once (no review). */
  | 'join'
  /** The application form (comment and up to 3 images). */
  | 'apply'
  /** The application form again, after a rejection. */
  | 'applyAgain'
  /** `claimRafflePrize` for the prize the status is about. */
  | 'claimPrize'
  /** An approved application's reward waits in the member centre's reward centre. */
  | 'rewardCentre';

/** The sentence beside the status: which one, and with what (a start time, a remark, a prize). */
export type PromotionNote =
  | { key: 'startsAt'; time: string }
  | { key: 'applying' }
  | { key: 'rejected'; remark: string | null }
  | { key: 'prizeToClaim'; prizeName: string }
  | { key: 'rewardToClaim' }
  | { key: 'prizeClaimed'; prizeName: string }
  | { key: 'claimed' }
  | { key: 'issued' }
  | { key: 'process' }
  | { key: 'joined' }
  | { key: 'closed' }
  | { key: 'open' };

export interface PromotionAction {
  action: PromotionActionKind | null;
  note: PromotionNote;
}

/**
 * What each status (section 4) lets the player do, as written in the contract's `Promotion`:
 * - `join`: Join, or Apply when the promotion `requiresApplication`;
 * - `rejected`: the review remark and Apply again;
 * - `claim`: Claim the raffle prize (`prize`), or go to the reward centre for an approved
 *   application's reward;
 * - `coming`: "starts at"; `applying`, `process`, `joined`/`signed`, `issued`, `claimed`, `close`:
 *   a sentence only (`claimed` names a raffle prize).
 * Visitors and trial accounts see the same actions; the gate stops them when they press one.
 */
export function promotionAction(promotion: Promotion): PromotionAction {
  switch (promotion.status) {
    case 'join':
      return {
        action: promotion.requiresApplication ? 'apply' : 'join',
        note: { key: 'open' },
      };
    case 'rejected':
      return {
        action: 'applyAgain',
        note: { key: 'rejected', remark: promotion.application?.reviewRemark ?? null },
      };
    case 'claim':
      if (promotion.promotionType === 'RAFFLE' && promotion.prize)
        return {
          action: 'claimPrize',
          note: { key: 'prizeToClaim', prizeName: promotion.prize.prizeName },
        };
      return { action: 'rewardCentre', note: { key: 'rewardToClaim' } };
    case 'coming':
      return { action: null, note: { key: 'startsAt', time: promotion.startTime } };
    case 'applying':
      return { action: null, note: { key: 'applying' } };
    case 'claimed':
      return {
        action: null,
        note: promotion.prize
          ? { key: 'prizeClaimed', prizeName: promotion.prize.prizeName }
          : { key: 'claimed' },
      };
    case 'issued':
      return { action: null, note: { key: 'issued' } };
    case 'process':
      return { action: null, note: { key: 'process' } };
    case 'joined':
    case 'signed':
      return { action: null, note: { key: 'joined' } };
    case 'close':
      return { action: null, note: { key: 'closed' } };
  }
}

/** How a status reads at a glance (the pill's colour; the label always says it in words). */
export type StatusTone = 'action' | 'done' | 'ended' | 'pending';

export function statusTone(status: ActivityStatus): StatusTone {
  switch (status) {
    case 'join':
    case 'claim':
      return 'action';
    case 'claimed':
    case 'issued':
    case 'joined':
    case 'signed':
      return 'done';
    case 'close':
    case 'rejected':
      return 'ended';
    default:
      return 'pending';
  }
}

/** `joined` and `signed` mean the same step (section 4: "joined/signed"): one label for both. */
export const statusLabelKey = (status: ActivityStatus): ActivityStatus =>
  status === 'signed' ? 'joined' : status;

/** The list hides what the operator switched off (`enabled` false), as the contract says. */
export const shownPromotions = (list: readonly Promotion[]): Promotion[] =>
  list.filter((p) => p.enabled);

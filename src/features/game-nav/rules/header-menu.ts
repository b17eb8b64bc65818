import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { VendorLane } from '../../../lib/games/vendor-categories';

type MenuSetting = components['schemas']['MenuSetting'];
export type MenuKey = MenuSetting['key'];

/**
 * Whether a header item may show by the site's menu settings (`getMenuSettings`): shown when its
 * key is listed and enabled. Until the settings have loaded (or when they failed), everything
 * shows: the settings only ever hide items, and a failed call should not empty the header.
 */
export function isMenuItemShown(settings: readonly MenuSetting[] | null, key: MenuKey): boolean {
  if (!settings) return true;
  return settings.some((item) => item.key === key && item.enabled);
}

/** The categories of the header: the normalised lanes the settings allow, in the settings' order. */
export function headerCategories(
  lanes: readonly VendorLane[],
  settings: readonly MenuSetting[] | null,
): VendorLane[] {
  const shown = lanes.filter((lane) => isMenuItemShown(settings, lane.title));
  if (!settings) return shown;
  const order = (lane: VendorLane) =>
    settings.find((item) => item.key === lane.title)?.sort ?? Number.MAX_SAFE_INTEGER;
  return [...shown].sort((a, b) => order(a) - order(b));
}

export type MoreItemId =
  'inviteFriends' | 'rewardCenter' | 'events' | 'chatRoom' | 'helpCenter' | 'language';

/**
 * The More menu (section 2): invite friends only while the referral promotion is enabled, then
 * reward centre, events, help centre and language, each unless the menu settings hide it. The
 * chat room (after events) follows its whitelabel flag CHATROOM3 only: the menu settings have no
 * key for it.
 */
export function moreMenuItems(input: {
  referralEnabled: boolean;
  settings: readonly MenuSetting[] | null;
  chatRoomEnabled?: boolean;
}): MoreItemId[] {
  const all: MoreItemId[] = [
    'inviteFriends',
    'rewardCenter',
    'events',
    'chatRoom',
    'helpCenter',
    'language',
  ];
  return all.filter((id) => {
    if (id === 'chatRoom') return input.chatRoomEnabled === true;
    return (id !== 'inviteFriends' || input.referralEnabled) && isMenuItemShown(input.settings, id);
  });
}

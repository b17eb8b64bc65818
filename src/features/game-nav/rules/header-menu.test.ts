import { describe, expect, it } from 'vitest';
import { headerCategories, isMenuItemShown, moreMenuItems, type MenuKey } from './header-menu';
import type { GameType, VendorLane } from '../../../lib/games/vendor-categories';

const setting = (key: MenuKey, enabled: boolean, sort: number) => ({ key, enabled, sort });
const lane = (id: number, title: GameType): VendorLane => ({ id, title, cards: [] });

describe('isMenuItemShown', () => {
  it('shows everything until the settings are known', () => {
    expect(isMenuItemShown(null, 'DS88')).toBe(true);
  });
  it('hides items that are disabled or missing from the settings', () => {
    const settings = [setting('LIVE', true, 1), setting('DS88', false, 2)];
    expect(isMenuItemShown(settings, 'LIVE')).toBe(true);
    expect(isMenuItemShown(settings, 'DS88')).toBe(false);
    expect(isMenuItemShown(settings, 'RNG')).toBe(false);
  });
});

describe('headerCategories', () => {
  it("keeps the allowed categories in the settings' order", () => {
    const lanes = [lane(1, 'RNG'), lane(2, 'LIVE'), lane(5, 'DS88')];
    const settings = [setting('LIVE', true, 1), setting('RNG', true, 2), setting('DS88', false, 3)];
    expect(headerCategories(lanes, settings).map((l) => l.title)).toEqual(['LIVE', 'RNG']);
    expect(headerCategories(lanes, null).map((l) => l.title)).toEqual(['RNG', 'LIVE', 'DS88']);
  });
});

describe('moreMenuItems', () => {
  it('offers invite friends only while the referral promotion is enabled', () => {
    expect(moreMenuItems({ referralEnabled: true, settings: null })).toEqual([
      'inviteFriends',
      'rewardCenter',
      'events',
      'helpCenter',
      'language',
    ]);
    expect(moreMenuItems({ referralEnabled: false, settings: null })).not.toContain(
      'inviteFriends',
    );
  });
  it('drops items the menu settings hide', () => {
    const settings = [setting('events', true, 1), setting('helpCenter', false, 2)];
    expect(moreMenuItems({ referralEnabled: true, settings })).toEqual(['events']);
  });
  it('offers the chat room after events while CHATROOM3 is on, whatever the menu settings say', () => {
    const settings = [setting('events', true, 1)];
    expect(moreMenuItems({ referralEnabled: true, settings, chatRoomEnabled: true })).toEqual([
      'events',
      'chatRoom',
    ]);
    expect(
      moreMenuItems({ referralEnabled: true, settings: null, chatRoomEnabled: false }),
    ).not.toContain('chatRoom');
  });
});

import { describe, expect, it } from 'vitest';
import { avatarOf, defaultAvatarUrl, stockIconColors, stockIconUrl } from './avatars';
import { addMember, emptyEnv } from '../test-support';

describe('avatars', () => {
  it('are short SVG data URIs, one per stock colour', () => {
    const urls = new Set(stockIconColors.map((_, i) => stockIconUrl(i + 1)));
    expect(urls.size).toBe(stockIconColors.length);
    for (const url of [...urls, defaultAvatarUrl]) {
      expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
      expect(url.length).toBeLessThanOrEqual(2048);
      expect(atob(url.split(',')[1] ?? '')).toContain('<svg');
    }
  });

  it('shows the chosen icon, else the default', async () => {
    const env = emptyEnv();
    const member = await addMember(env, { account: 'iconic01' });
    expect(avatarOf(env.db, member)).toEqual({ imgUrl: defaultAvatarUrl, isDefault: true });
    await env.db.memberAvatars.insert({ id: member.id, iconId: 3, chosenAt: env.clock.iso() });
    expect(avatarOf(env.db, member)).toEqual({
      imgUrl: stockIconUrl(3),
      iconId: 3,
      isDefault: false,
    });
  });
});

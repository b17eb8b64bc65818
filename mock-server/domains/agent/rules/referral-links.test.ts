import { describe, expect, it } from 'vitest';
import { brandDomains, referralLinks } from './referral-links';

describe('referral links', () => {
  it('give one registration link per brand domain carrying the code', () => {
    const links = referralLinks('DEMOAGENT');
    expect(links.map((l) => l.domain)).toEqual(brandDomains);
    for (const link of links) {
      expect(new URL(link.url).searchParams.get('referralCode')).toBe('DEMOAGENT');
      expect(new URL(link.qrCodeUrl).pathname).toMatch(/DEMOAGENT/);
    }
  });
});

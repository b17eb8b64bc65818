import { describe, expect, it } from 'vitest';
import { lotteryBackUrl, safeLaunchAddress } from './launch-address';

describe('safeLaunchAddress', () => {
  const base = 'http://portal.test/lottery';

  it('keeps http and https addresses', () => {
    expect(safeLaunchAddress('https://lotto.test/vn?token=1', base)).toBe(
      'https://lotto.test/vn?token=1',
    );
    expect(safeLaunchAddress('http://portal.test/sandbox/lottery?view=lobby', base)).toBe(
      'http://portal.test/sandbox/lottery?view=lobby',
    );
  });

  it('resolves a relative address against the portal', () => {
    expect(safeLaunchAddress('/sandbox/lottery?x=1', base)).toBe(
      'http://portal.test/sandbox/lottery?x=1',
    );
  });

  it('refuses script and data addresses and garbage', () => {
    expect(safeLaunchAddress('javascript:alert(1)', base)).toBeNull();
    expect(safeLaunchAddress('data:text/html,<p>x</p>', base)).toBeNull();
    expect(safeLaunchAddress('http://[bad', base)).toBeNull();
  });

  it('sends the player back to the lottery page', () => {
    expect(lotteryBackUrl('http://portal.test')).toBe('http://portal.test/lottery');
  });
});

import { describe, expect, it } from 'vitest';
import { levelPillColors, luminance } from './label-colors';

describe('levelPillColors', () => {
  it('puts black text on light label colours and white text on dark ones', () => {
    expect(levelPillColors('#ABABAB')).toEqual({ background: '#ABABAB', color: '#000000' });
    expect(levelPillColors('#2C9AD8').color).toBe('#000000');
    expect(levelPillColors('#1A237E')).toEqual({ background: '#1A237E', color: '#FFFFFF' });
  });

  it('falls back to the default colour for anything that is not #RRGGBB', () => {
    expect(levelPillColors('red')).toEqual({ background: '#ABABAB', color: '#000000' });
  });

  it('computes the WCAG relative luminance', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
  });
});

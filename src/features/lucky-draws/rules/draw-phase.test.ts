import { describe, expect, it } from 'vitest';
import { revealDuration } from './draw-phase';

describe('revealDuration', () => {
  it('skips the animation under reduced motion', () => {
    expect(revealDuration('prizeWheel', true)).toBe(0);
    expect(revealDuration('redEnvelope', true)).toBe(0);
    expect(revealDuration('prizeWheel', false)).toBeGreaterThan(0);
    expect(revealDuration('redEnvelope', false)).toBeGreaterThan(0);
  });
});

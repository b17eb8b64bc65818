import { describe, expect, it } from 'vitest';
import {
  drawOutcome,
  drawSeed,
  envelopePrizes,
  pickWeighted,
  wheelSegments,
} from './lucky-draw-prizes';

describe('pickWeighted', () => {
  it('follows the weights from the first prize to the last', () => {
    const total = wheelSegments.reduce((sum, p) => sum + p.weight, 0);
    expect(pickWeighted(wheelSegments, 0)).toBe(0);
    expect(pickWeighted(wheelSegments, 29.99 / total)).toBe(0);
    expect(pickWeighted(wheelSegments, 30 / total)).toBe(1);
    expect(pickWeighted(wheelSegments, 0.999999)).toBe(wheelSegments.length - 1);
  });
});

describe('drawOutcome', () => {
  it('is the same for the same member, game, day and claim number', () => {
    expect(drawOutcome('prizeWheel', 7, '2026-11-22', 1)).toEqual(
      drawOutcome('prizeWheel', 7, '2026-11-22', 1),
    );
    expect(drawSeed('a')).not.toBe(drawSeed('b'));
  });

  it('gives the envelope only its cash amounts, and the wheel a segment with its prize', () => {
    for (let member = 1; member <= 200; member += 1) {
      const envelope = drawOutcome('redEnvelope', member, '2026-11-22', 1);
      expect(envelope.prizeType).toBe('cash');
      expect(envelope.segmentIndex).toBeNull();
      expect(envelopePrizes.map((p) => p.amountCents)).toContain(envelope.amountCents);
      const spin = drawOutcome('prizeWheel', member, '2026-11-22', 1);
      const segment = wheelSegments[spin.segmentIndex ?? -1];
      expect(segment).toBeDefined();
      expect(spin.amountCents).toBe(segment?.amountCents);
      expect(spin.points).toBe(segment?.points);
    }
  });

  it('varies between members and days', () => {
    const amounts = new Set(
      Array.from(
        { length: 100 },
        (_, i) => drawOutcome('prizeWheel', i, '2026-11-22', 1).segmentIndex,
      ),
    );
    expect(amounts.size).toBeGreaterThan(3);
  });
});

import { describe, expect, it } from 'vitest';
import { segmentAt, segmentCentre, segmentPath, stopRotation } from './wheel-geometry';

describe('stopRotation', () => {
  it('stops every segment under the pointer', () => {
    for (let i = 0; i < 8; i += 1) {
      const rotation = stopRotation(i, 8);
      expect(segmentAt(rotation, 8)).toBe(i);
      expect(rotation).toBeGreaterThanOrEqual(5 * 360 - 360);
    }
  });

  it('turns forward from the last stop, at least the whole turns asked', () => {
    const first = stopRotation(3, 8);
    const second = stopRotation(6, 8, first);
    expect(second - first).toBeGreaterThan(4 * 360);
    expect(segmentAt(second, 8)).toBe(6);
  });
});

describe('segmentCentre and segmentPath', () => {
  it('measures clockwise from 12 o clock', () => {
    expect(segmentCentre(0, 8)).toBe(22.5);
    expect(segmentCentre(3, 4)).toBe(315);
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100.00 0.00 A 100 100 0 0 1 200.00 100.00 Z');
  });
});

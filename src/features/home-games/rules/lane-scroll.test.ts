import { describe, expect, it } from 'vitest';
import { laneScrollState, laneScrollStep } from './lane-scroll';

describe('laneScrollState', () => {
  it('has nowhere to go when everything fits', () => {
    expect(laneScrollState({ scrollLeft: 0, clientWidth: 800, scrollWidth: 800 })).toEqual({
      back: false,
      forward: false,
    });
  });

  it('goes forward at the start, both ways in the middle, back at the end', () => {
    expect(laneScrollState({ scrollLeft: 0, clientWidth: 800, scrollWidth: 2000 })).toEqual({
      back: false,
      forward: true,
    });
    expect(laneScrollState({ scrollLeft: 600, clientWidth: 800, scrollWidth: 2000 })).toEqual({
      back: true,
      forward: true,
    });
    expect(laneScrollState({ scrollLeft: 1199.5, clientWidth: 800, scrollWidth: 2000 })).toEqual({
      back: true,
      forward: false,
    });
  });
});

describe('laneScrollStep', () => {
  it('moves most of a view, at least one card', () => {
    expect(laneScrollStep(1000)).toBe(800);
    expect(laneScrollStep(150)).toBe(160);
  });
});

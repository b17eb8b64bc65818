import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { darkRuns } from './qr-modules';

describe('darkRuns', () => {
  it('joins neighbouring dark modules of a row, including one that reaches the edge', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(darkRuns(matrix)).toEqual([
      { x: 0, y: 0, width: 2 },
      { x: 3, y: 0, width: 1 },
      { x: 1, y: 2, width: 3 },
    ]);
  });

  it('covers exactly the dark modules of a real code', () => {
    const { data, size } = encode('https://www.demo-portal.test/register?referralCode=DEMOPLAYER');
    const covered = new Set<string>();
    for (const run of darkRuns(data))
      for (let x = run.x; x < run.x + run.width; x += 1) covered.add(`${x},${run.y}`);
    const dark = new Set<string>();
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1) if (data[y]?.[x]) dark.add(`${x},${y}`);
    expect(covered).toEqual(dark);
  });
});

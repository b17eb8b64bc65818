import { describe, expect, it } from 'vitest';
import {
  addChosenFiles,
  blamedPart,
  imageProblem,
  maxApplicationImageBytes,
} from './application-files';

const file = (name: string, type: string, size = 1024) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const counter = () => {
  let n = 0;
  return () => (n += 1);
};

describe('application images (section 5)', () => {
  it('takes png and jpg of at most 5 MB', () => {
    expect(imageProblem(file('a.png', 'image/png'))).toBeNull();
    expect(imageProblem(file('a.jpg', 'image/jpeg', maxApplicationImageBytes))).toBeNull();
    expect(imageProblem(file('a.jpg', 'image/jpeg', maxApplicationImageBytes + 1))).toBe('size');
    expect(imageProblem(file('a.gif', 'image/gif'))).toBe('type');
    expect(imageProblem(file('a.pdf', 'application/pdf'))).toBe('type');
  });

  it('keeps up to 3 and names each refused file with its problem', () => {
    const next = counter();
    const first = addChosenFiles(
      [],
      [file('1.png', 'image/png'), file('x.gif', 'image/gif'), file('2.jpg', 'image/jpeg')],
      next,
    );
    expect(first.chosen.map((c) => [c.key, c.file.name])).toEqual([
      [1, '1.png'],
      [2, '2.jpg'],
    ]);
    expect(first.problems).toEqual([{ name: 'x.gif', problem: 'type' }]);

    const second = addChosenFiles(
      first.chosen,
      [
        file('big.png', 'image/png', maxApplicationImageBytes + 1),
        file('3.png', 'image/png'),
        file('4.png', 'image/png'),
      ],
      next,
    );
    expect(second.chosen.map((c) => c.file.name)).toEqual(['1.png', '2.jpg', '3.png']);
    expect(second.problems).toEqual([
      { name: 'big.png', problem: 'size' },
      { name: '4.png', problem: 'tooMany' },
    ]);
  });
});

describe('the part of the form a refusal blames', () => {
  it('reads the comment, one image or the images', () => {
    expect(blamedPart('body.comment')).toEqual({ part: 'comment' });
    expect(blamedPart('body.images.1')).toEqual({ part: 'images', index: 1 });
    expect(blamedPart('body.images')).toEqual({ part: 'images', index: null });
    expect(blamedPart('path.promotionId')).toBeNull();
    expect(blamedPart(undefined)).toBeNull();
  });
});

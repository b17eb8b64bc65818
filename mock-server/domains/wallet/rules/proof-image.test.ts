import { describe, expect, it } from 'vitest';
import { tinyPng } from '../test-support';
import { checkProofImages, maxProofImageBytes, proofImageProblem } from './proof-image';

const jpegHead = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49));

describe('proofImageProblem', () => {
  it('accepts a real png and a real jpg', () => {
    expect(proofImageProblem(tinyPng)).toBeNull();
    expect(proofImageProblem(`data:image/jpeg;base64,${jpegHead}`)).toBeNull();
    expect(proofImageProblem(`data:image/jpg;base64,${jpegHead}`)).toBeNull();
  });

  it('refuses bytes that are not of the declared type', () => {
    expect(proofImageProblem(tinyPng.replace('image/png', 'image/jpeg'))).toMatch(/not a jpg/);
    expect(proofImageProblem(`data:image/png;base64,${jpegHead}`)).toMatch(/not a png/);
    expect(proofImageProblem('data:image/png;base64,AA==')).toMatch(/not a png/);
  });

  it('refuses images over 5 MB decoded', () => {
    const pngHead = tinyPng.slice(
      'data:image/png;base64,'.length,
      'data:image/png;base64,'.length + 12,
    );
    const justOver = Math.ceil(((maxProofImageBytes + 3) * 4) / 3 / 4) * 4;
    const big = `data:image/png;base64,${pngHead}${'A'.repeat(justOver - pngHead.length)}`;
    expect(proofImageProblem(big)).toMatch(/5 MB/);
  });

  it('refuses other types and broken data URLs', () => {
    expect(proofImageProblem('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toMatch(/png or jpg/);
    expect(proofImageProblem('not a data url')).toMatch(/png or jpg/);
  });
});

describe('checkProofImages', () => {
  it('gives the type of each good image, in order', () => {
    expect(checkProofImages([tinyPng, `data:image/jpeg;base64,${jpegHead}`])).toEqual({
      ok: true,
      types: ['png', 'jpg'],
    });
    expect(checkProofImages([])).toEqual({ ok: true, types: [] });
  });

  it('names the first bad image by its index', () => {
    expect(checkProofImages([tinyPng, 'data:image/png;base64,AA=='])).toMatchObject({
      ok: false,
      field: 'body.proofImages.1',
      reason: expect.stringMatching(/^proof image 2: .*not a png/) as unknown,
    });
  });
});

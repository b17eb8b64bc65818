import { describe, expect, it } from 'vitest';
import { jpegLabelledPng, oversizedPng, tinyJpeg, tinyPng } from '../test-support';
import { inspectDataUrlImage, inspectImages, maxImageBytes, uploadUrl } from './data-url-image';

describe('inspectDataUrlImage', () => {
  it('accepts real PNG and JPEG images and measures their decoded size', () => {
    expect(inspectDataUrlImage(tinyPng)).toEqual({ ok: true, mimeType: 'image/png', bytes: 70 });
    expect(inspectDataUrlImage(tinyJpeg)).toMatchObject({ ok: true, mimeType: 'image/jpeg' });
    expect(inspectDataUrlImage(tinyJpeg.replace('image/jpeg', 'image/jpg'))).toMatchObject({
      ok: true,
      mimeType: 'image/jpeg',
    });
  });

  it('refuses bytes that are not the declared type', () => {
    expect(inspectDataUrlImage(jpegLabelledPng)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a PNG'),
    });
    expect(inspectDataUrlImage(tinyPng.replace('image/png', 'image/jpeg'))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a JPEG'),
    });
  });

  it('refuses images over 5 MB decoded, and accepts exactly 5 MB', () => {
    expect(inspectDataUrlImage(oversizedPng)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('5 MB'),
    });
    // 5,242,880 bytes = 6,990,508 base64 characters ending in one padding '='.
    const exact = `data:image/png;base64,iVBORw0KGgoA${'A'.repeat(6_990_508 - 12 - 1)}=`;
    expect(inspectDataUrlImage(exact)).toEqual({
      ok: true,
      mimeType: 'image/png',
      bytes: maxImageBytes,
    });
  });

  it('refuses what is not a base64 image data URL', () => {
    expect(inspectDataUrlImage('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toMatchObject({
      ok: false,
    });
    expect(inspectDataUrlImage('data:image/png;base64,iVBORw0KGgo')).toMatchObject({
      ok: false,
      reason: 'is not valid base64',
    });
  });
});

describe('inspectImages', () => {
  it('names the first bad image by its index', () => {
    expect(inspectImages([tinyPng, jpegLabelledPng, oversizedPng])).toMatchObject({
      ok: false,
      index: 1,
    });
    expect(inspectImages([])).toEqual({ ok: true, images: [] });
  });

  it('gives each stored upload a stable address', () => {
    expect(uploadUrl('feedback', 3001, 0, 'image/jpeg')).toBe(
      'https://cdn.example.test/uploads/feedback/3001-1.jpg',
    );
  });
});

import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { glyphHeight, glyphInk, glyphWidth } from './bitmap-font';
import {
  captchaGlyphScale,
  captchaHeight,
  captchaImagePng,
  captchaWidth,
  layoutCaptcha,
  renderCaptcha,
} from './captcha-image';

/** A deterministic source for repeatable pictures. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('captcha image', () => {
  it('keeps every glyph inside the picture, left to right without overlap', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const placements = layoutCaptcha('7K3P', seeded(seed));
      placements.forEach((p, i) => {
        expect(p.x).toBeGreaterThanOrEqual(0);
        expect(p.y).toBeGreaterThanOrEqual(0);
        expect(p.x + glyphWidth * captchaGlyphScale).toBeLessThanOrEqual(captchaWidth);
        expect(p.y + glyphHeight * captchaGlyphScale).toBeLessThanOrEqual(captchaHeight);
        const next = placements[i + 1];
        if (next) expect(next.x).toBeGreaterThanOrEqual(p.x + glyphWidth * captchaGlyphScale);
      });
    }
  });

  it('draws exactly the glyph bitmaps (readable text) when there is no noise', () => {
    const placements = layoutCaptcha('W9QZ', seeded(7));
    const { pixels } = renderCaptcha(placements, { noise: false });
    for (const p of placements) {
      for (let gy = 0; gy < glyphHeight; gy += 1) {
        for (let gx = 0; gx < glyphWidth; gx += 1) {
          const at =
            ((p.y + gy * captchaGlyphScale + 1) * captchaWidth + p.x + gx * captchaGlyphScale + 1) *
            4;
          const rgb = [pixels[at], pixels[at + 1], pixels[at + 2]];
          expect(rgb, `${p.char} ${gx},${gy}`).toEqual(
            glyphInk(p.char, gx, gy) ? [...p.color] : [244, 246, 250],
          );
        }
      }
    }
  });

  it('is a real PNG of the captcha size that decodes, and differs for different texts', () => {
    const png = captchaImagePng('AB23', seeded(3));
    const file = Buffer.from(png, 'base64');
    expect(file.readUInt32BE(16)).toBe(captchaWidth);
    expect(file.readUInt32BE(20)).toBe(captchaHeight);
    const idatLength = file.readUInt32BE(33);
    const raw = inflateSync(file.subarray(41, 41 + idatLength));
    expect(raw.length).toBe((captchaWidth * 4 + 1) * captchaHeight);
    expect(captchaImagePng('AB24', seeded(3))).not.toBe(png);
    expect(png.length).toBeLessThan(200_000);
  });
});

import { glyphHeight, glyphInk, glyphWidth } from './bitmap-font';
import { pngBase64, type RasterImage } from './png-encoder';
import { cryptoRandom, randomInt, type RandomSource } from './random-values';

export const captchaWidth = 120;
export const captchaHeight = 40;
const scale = 3;
const cellWidth = 26;

type Rgb = readonly [number, number, number];

export interface GlyphPlacement {
  char: string;
  /** Top-left corner of the scaled glyph. */
  x: number;
  y: number;
  color: Rgb;
}

/** Where each character goes: left to right with a little jitter, each in its own dark colour. */
export function layoutCaptcha(text: string, random: RandomSource = cryptoRandom): GlyphPlacement[] {
  const textWidth = text.length * cellWidth;
  const left = Math.max(2, Math.floor((captchaWidth - textWidth) / 2));
  return [...text].map((char, index) => ({
    char,
    x: left + index * cellWidth + randomInt(0, cellWidth - glyphWidth * scale - 2, random),
    y: randomInt(3, captchaHeight - glyphHeight * scale - 3, random),
    color: [randomInt(10, 110, random), randomInt(10, 110, random), randomInt(40, 140, random)],
  }));
}

function paint(pixels: Uint8Array, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= captchaWidth || y >= captchaHeight) return;
  const at = (y * captchaWidth + x) * 4;
  pixels[at] = r;
  pixels[at + 1] = g;
  pixels[at + 2] = b;
  pixels[at + 3] = 255;
}

function line(pixels: Uint8Array, from: [number, number], to: [number, number], color: Rgb): void {
  const steps = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]), 1);
  for (let s = 0; s <= steps; s += 1) {
    paint(
      pixels,
      Math.round(from[0] + ((to[0] - from[0]) * s) / steps),
      Math.round(from[1] + ((to[1] - from[1]) * s) / steps),
      color,
    );
  }
}

/**
 * Draws the placed glyphs on a light background; with `noise`, speckles and a few thin lines
 * across (light enough that a person still reads the characters, which are drawn last).
 */
export function renderCaptcha(
  placements: readonly GlyphPlacement[],
  options: { noise: boolean; random?: RandomSource },
): RasterImage {
  const random = options.random ?? cryptoRandom;
  const pixels = new Uint8Array(captchaWidth * captchaHeight * 4);
  const background: Rgb = [244, 246, 250];
  for (let y = 0; y < captchaHeight; y += 1)
    for (let x = 0; x < captchaWidth; x += 1) paint(pixels, x, y, background);
  if (options.noise) {
    for (let i = 0; i < 220; i += 1) {
      const shade = randomInt(150, 215, random);
      paint(
        pixels,
        randomInt(0, captchaWidth - 1, random),
        randomInt(0, captchaHeight - 1, random),
        [shade, shade, randomInt(150, 230, random)],
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const color: Rgb = [
        randomInt(120, 190, random),
        randomInt(120, 190, random),
        randomInt(120, 190, random),
      ];
      line(
        pixels,
        [0, randomInt(4, captchaHeight - 4, random)],
        [captchaWidth - 1, randomInt(4, captchaHeight - 4, random)],
        color,
      );
    }
  }
  for (const placement of placements) {
    for (let gy = 0; gy < glyphHeight; gy += 1) {
      for (let gx = 0; gx < glyphWidth; gx += 1) {
        if (!glyphInk(placement.char, gx, gy)) continue;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1)
            paint(
              pixels,
              placement.x + gx * scale + dx,
              placement.y + gy * scale + dy,
              placement.color,
            );
        }
      }
    }
  }
  return { width: captchaWidth, height: captchaHeight, channels: 4, pixels };
}

/** The captcha for `text` as a base64-encoded PNG, the way `getCaptcha` answers it. */
export function captchaImagePng(text: string, random: RandomSource = cryptoRandom): string {
  return pngBase64(renderCaptcha(layoutCaptcha(text, random), { noise: true, random }));
}

export const captchaGlyphScale = scale;

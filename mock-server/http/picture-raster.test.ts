import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPictureRaster,
  isRasterPicture,
  loadSharpRasterizer,
  prefersWebp,
  type Rasterize,
} from './picture-raster';
import { gameArt, gameArtSize } from '../sandbox-pages/art/game-art';

const chromiumImageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('which answer a client asked for', () => {
  it("gives WebP to a browser's image request and the SVG to everything else", () => {
    expect(prefersWebp(chromiumImageAccept)).toBe(true);
    expect(prefersWebp('image/webp')).toBe(true);
    expect(prefersWebp('*/*')).toBe(false);
    expect(prefersWebp(undefined)).toBe(false);
    expect(prefersWebp('')).toBe(false);
    expect(prefersWebp('image/svg+xml')).toBe(false);
  });

  it('follows the q-values: refused or ranked below the SVG means the SVG', () => {
    expect(prefersWebp('image/webp;q=0, image/svg+xml')).toBe(false);
    expect(prefersWebp('image/webp;q=0.5, image/svg+xml')).toBe(false);
    expect(prefersWebp('image/svg+xml;q=0.4, image/webp;q=0.5')).toBe(true);
    expect(prefersWebp('image/webp;q=0.5, image/*;q=0.9')).toBe(false);
    expect(prefersWebp('IMAGE/WEBP ; Q=1, */*;q=0.1')).toBe(true);
    expect(prefersWebp('image/webp;q=nonsense')).toBe(false);
  });

  it('rasterises the game tiles only', () => {
    expect(isRasterPicture('/sandbox/img/game-1000049.svg')).toBe(true);
    expect(isRasterPicture('/sandbox/img/vendor-pg.svg')).toBe(false);
    expect(isRasterPicture('/sandbox/img/banner-home-welcome.svg')).toBe(false);
    expect(isRasterPicture('/sandbox/game/1000049')).toBe(false);
  });
});

describe('the raster cache', () => {
  afterEach(() => vi.restoreAllMocks());

  const counting = () => {
    const made: string[] = [];
    const rasterize: Rasterize = async (svg) => {
      made.push(svg);
      return new TextEncoder().encode(`webp of ${svg}`);
    };
    return { made, rasterize };
  };

  it('makes each picture once, also for requests that arrive while it is being made', async () => {
    const { made, rasterize } = counting();
    const raster = createPictureRaster(async () => rasterize);
    const [a, b] = await Promise.all([
      raster.webpOf('"a"', '<svg a/>'),
      raster.webpOf('"a"', '<svg a/>'),
    ]);
    const again = await raster.webpOf('"a"', '<svg a/>');
    expect(new TextDecoder().decode(a ?? undefined)).toBe('webp of <svg a/>');
    expect(b).toBe(a);
    expect(again).toBe(a);
    expect(made).toEqual(['<svg a/>']);
  });

  it('keeps at most its limit, dropping the least recently used', async () => {
    const { made, rasterize } = counting();
    const raster = createPictureRaster(async () => rasterize, 2);
    await raster.webpOf('"a"', 'a');
    await raster.webpOf('"b"', 'b');
    await raster.webpOf('"a"', 'a'); // used again: b is now the oldest
    await raster.webpOf('"c"', 'c');
    await raster.webpOf('"a"', 'a');
    await raster.webpOf('"b"', 'b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('answers null (the caller sends the SVG) without a rasterizer or when one picture fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const none = createPictureRaster(async () => null);
    expect(await none.available()).toBe(false);
    expect(await none.webpOf('"a"', 'a')).toBeNull();

    const failing = createPictureRaster(async () => async (svg) => {
      if (svg === 'bad') throw new Error('broken picture');
      return new Uint8Array([1]);
    });
    expect(await failing.available()).toBe(true);
    expect(await failing.webpOf('"bad"', 'bad')).toBeNull();
    expect(await failing.webpOf('"good"', 'good')).toEqual(new Uint8Array([1]));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken picture'));
  });
});

describe('sharp on this machine', () => {
  it('turns a game tile into a WebP of the tile’s size', async () => {
    const rasterize = await loadSharpRasterizer();
    if (!rasterize) throw new Error('sharp did not load: the sandbox would send SVG tiles');
    const svg = gameArt({
      nodeId: '1000049',
      title: 'Golden Land',
      vendor: 'PS',
      gameType: 'RNG',
      classify: 'slot',
    });
    const webp = await rasterize(svg);
    const header = new TextDecoder('latin1').decode(webp.subarray(0, 16));
    expect(header.slice(0, 4)).toBe('RIFF');
    expect(header.slice(8, 15)).toBe('WEBPVP8');
    const { default: sharp } = await import('sharp');
    const { width, height, format } = await sharp(webp).metadata();
    expect({ width, height, format }).toEqual({ ...gameArtSize, format: 'webp' });
    // Not a blank picture: the tile's colours vary across it.
    const { channels } = await sharp(webp).stats();
    expect(channels[0]?.stdev).toBeGreaterThan(10);
  });
});

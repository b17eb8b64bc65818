/**
 * The sandbox server's game tiles as a CDN would send them: a WebP made once from the tile's SVG,
 * for a browser that asks for WebP (`Accept`), the SVG for anything else (`Vary: Accept`).
 *
 * Why: each SVG picture the browser shows is a document of its own, parsed and laid out on the
 * page's main thread (6-10 ms a tile on this machine); the lobby's 30 new tiles after a filter or a
 * page kept the grid from painting for 300-500 ms. A raster picture is decoded off the main thread,
 * and real game catalogues send raster tiles. The MSW host in the page (`npm run dev`) and the
 * contract's addresses are unchanged: the URL stays `/sandbox/img/game-<nodeId>.svg`.
 */

import { acceptWeights } from '../hosts/compress';

/** SVG text to WebP bytes. */
export type Rasterize = (svg: string) => Promise<Uint8Array>;

/** Which sandbox pictures are answered as WebP when asked for: the game tiles. */
export function isRasterPicture(pathname: string): boolean {
  return /^\/sandbox\/img\/game-[^/]+\.svg$/.test(pathname);
}

/**
 * True when an `Accept` header names `image/webp` (q above 0) at least as high as the SVG would
 * get (`image/svg+xml`, else `image/*`, else `*\/*`). Browsers' image requests name both at q=1;
 * a client that names no WebP (`*\/*`, fetch's default) gets the SVG.
 */
export function prefersWebp(accept: string | null | undefined): boolean {
  if (!accept) return false;
  const weights = acceptWeights(accept);
  const webp = weights.get('image/webp') ?? 0;
  const svg = weights.get('image/svg+xml') ?? weights.get('image/*') ?? weights.get('*/*') ?? 0;
  return webp > 0 && webp >= svg;
}

/**
 * `sharp` (libvips) when it loads on this machine: the SVG at its own size (320 x 200 for a tile,
 * twice the card for sharp screens), WebP quality 70 (about 5 KB a tile against the SVG's 3.4 KB).
 * Null where it does not load (a platform without its prebuilt binary): the SVG is sent then.
 */
export async function loadSharpRasterizer(): Promise<Rasterize | null> {
  try {
    const { default: sharp } = await import('sharp');
    // Pictures are cached here, by their bytes' hash; libvips' own cache would only add memory.
    sharp.cache(false);
    return (svg) =>
      sharp(Buffer.from(svg), { density: 72 }).webp({ quality: 70, effort: 4 }).toBuffer();
  } catch (error) {
    console.warn(`Game pictures are sent as SVG: sharp did not load (${String(error)}).`);
    return null;
  }
}

export interface PictureRaster {
  /**
   * The WebP of a picture, kept by `key` (the SVG's ETag: a new catalogue or seed makes another
   * key); null when no rasterizer loaded or this picture failed (the caller sends the SVG).
   */
  webpOf(key: string, svg: string): Promise<Uint8Array | null>;
  /** Whether WebP can be made here at all (loads the rasterizer on first use). */
  available(): Promise<boolean>;
}

/**
 * A bounded cache over a rasterizer loaded on first use: each picture is made once (a request for a
 * picture being made waits for the same work), the least recently used dropped beyond `maxEntries`.
 */
export function createPictureRaster(
  load: () => Promise<Rasterize | null> = loadSharpRasterizer,
  maxEntries = 2000,
): PictureRaster {
  let rasterizer: Promise<Rasterize | null> | null = null;
  const made = new Map<string, Uint8Array>();
  const making = new Map<string, Promise<Uint8Array | null>>();
  const loaded = () => (rasterizer ??= load().catch(() => null));

  async function make(key: string, svg: string): Promise<Uint8Array | null> {
    const rasterize = await loaded();
    if (!rasterize) return null;
    try {
      const bytes = await rasterize(svg);
      made.set(key, bytes);
      if (made.size > maxEntries) {
        const oldest = made.keys().next().value;
        if (oldest !== undefined) made.delete(oldest);
      }
      return bytes;
    } catch (error) {
      console.warn(`A game picture is sent as SVG: it could not be rasterised (${String(error)}).`);
      return null;
    }
  }

  return {
    async available() {
      return (await loaded()) !== null;
    },
    webpOf(key, svg) {
      const kept = made.get(key);
      if (kept) {
        // Used again: the most recent (a Map keeps insertion order).
        made.delete(key);
        made.set(key, kept);
        return Promise.resolve(kept);
      }
      const pending = making.get(key);
      if (pending) return pending;
      const work = make(key, svg).finally(() => making.delete(key));
      making.set(key, work);
      return work;
    },
  };
}

let processRaster: PictureRaster | null = null;

/**
 * The one raster cache of this process: the root sandbox and every isolated sandbox share it (its
 * key is the picture's own hash, so the same tile is made once, and the memory is bounded once).
 */
export function sharedPictureRaster(): PictureRaster {
  processRaster ??= createPictureRaster();
  return processRaster;
}

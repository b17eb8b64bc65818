import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images, fonts (woff2 is compressed already) and source maps are not. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/i;
/** Smaller files gain nothing worth a second request header. */
const minBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file
 * of `dir` of at least 1 KB, when the copy is smaller than the file. The sandbox server sends them
 * by `Accept-Encoding` (mock-server/http/static-assets.ts), as a CDN would. Returns the files done.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  let done = 0;
  for (const file of files) {
    if ((await stat(file)).size < minBytes) continue;
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: 9 }),
    ]);
    if (br.length < data.length) await writeFile(`${file}.br`, br);
    if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    done += 1;
  }
  return done;
}

/** `vite build` of the portal (not the server's SSR build, not `npm run dev`): precompress dist/. */
export function precompressBuild(): Plugin {
  let outDir = '';
  let skip = true;
  return {
    name: 'precompress-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (skip) return;
      await precompressDir(outDir);
    },
  };
}

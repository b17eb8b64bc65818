import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { negotiateEncoding, type ContentCoding } from '../hosts/compress.ts';
import { matchesIfNoneMatch } from '../core/read-cache.ts';

/** A file Vite named after its content (`/assets/index-B2xk9_aQ.js`): it never changes. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/') && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i.test(pathname);
}

/** Cache-Control per file: content-named assets for a year, everything else revalidated. */
export function cacheControlFor(pathname: string): string {
  return isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

interface FileInfo {
  mtimeMs: number;
  size: number;
  etag: string;
  /** The precompressed siblings the build wrote (`file.br`, `file.gz`). */
  codings: ContentCoding[];
}

const siblingOf: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves one file of the build the way a CDN would: the brotli or gzip copy made at build time
 * (scripts/build/precompress.ts) chosen by `Accept-Encoding` (`Vary: Accept-Encoding`), a weak
 * ETag from the content (304 on `If-None-Match`), and `cacheControlFor`'s policy. The file's
 * facts are read once per change of its size or modification time.
 */
export function createFileSender(): (req: Request, res: Response, file: string) => void {
  const known = new Map<string, FileInfo>();

  function infoOf(file: string): FileInfo | null {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const cached = known.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const hash = createHash('sha1').update(readFileSync(file)).digest('base64url').slice(0, 27);
    const codings = (['br', 'gzip'] as const).filter((coding) => {
      try {
        return statSync(file + siblingOf[coding]).mtimeMs >= stat.mtimeMs;
      } catch {
        return false;
      }
    });
    const info = { mtimeMs: stat.mtimeMs, size: stat.size, etag: `W/"${hash}"`, codings };
    known.set(file, info);
    return info;
  }

  return (req, res, file) => {
    const info = infoOf(file);
    if (!info) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(req.path));
    res.setHeader('ETag', info.etag);
    if (info.codings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    res.type(path.extname(file));
    if (matchesIfNoneMatch(req.headers['if-none-match'], info.etag)) {
      res.status(304).end();
      return;
    }
    const coding = negotiateEncoding(req.headers['accept-encoding'], info.codings);
    if (coding) res.setHeader('Content-Encoding', coding);
    res.sendFile(coding ? file + siblingOf[coding] : file, {
      etag: false,
      lastModified: false,
      cacheControl: false,
      acceptRanges: !coding,
      dotfiles: 'allow',
    });
  };
}

/**
 * The files of `root` (GET and HEAD); anything else, and paths that are not a file there, go on to
 * the next handler. Paths are resolved inside `root` only.
 */
export function staticAssets(root: string): Router {
  const router = express.Router();
  const send = createFileSender();
  const base = path.resolve(root);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Like express.static: no dotfiles (`.vite/`, `.env`), no directories.
    if (pathname.includes('\u0000') || pathname.endsWith('/') || pathname.includes('/.'))
      return next();
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep)) return next();
    try {
      if (!statSync(file).isFile()) return next();
    } catch {
      return next();
    }
    send(req, res, file);
  });
  return router;
}

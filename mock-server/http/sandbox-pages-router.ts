import express, { type Request, type Response, type Router } from 'express';
import {
  answerSandboxPage,
  fallbackRenderers,
  sandboxNotFound,
  type SandboxPageAnswer,
  type SandboxPageRenderers,
} from '../sandbox-pages/sandbox-page-answers';
import { matchesIfNoneMatch } from '../core/read-cache';
import {
  isRasterPicture,
  prefersWebp,
  sharedPictureRaster,
  type PictureRaster,
} from './picture-raster';

/**
 * A game tile for a browser that asks for WebP: the WebP made from the SVG answer, with an ETag of
 * its own (304 without making it again); the SVG when no WebP can be made.
 */
async function sendPicture(
  req: Request,
  res: Response,
  answer: SandboxPageAnswer,
  raster: PictureRaster,
): Promise<void> {
  res.vary('Accept');
  const svgTag = answer.headers.ETag;
  if (svgTag && prefersWebp(req.get('accept')) && (await raster.available())) {
    const etag = svgTag.replace(/"$/, '-webp"');
    const headers = { ...answer.headers, 'Content-Type': 'image/webp', ETag: etag };
    if (matchesIfNoneMatch(req.get('if-none-match'), etag)) {
      res.status(304).set(headers).end();
      return;
    }
    const webp = await raster.webpOf(svgTag, answer.body);
    if (webp) {
      res.status(answer.status).set(headers).send(Buffer.from(webp));
      return;
    }
  }
  res.status(answer.status).set(answer.headers).send(answer.body);
}

/**
 * /sandbox/* in express: the shared answers (sandbox-pages/sandbox-page-answers.ts), sent as they
 * are, but for the game tiles, which a browser gets as WebP (http/picture-raster.ts).
 */
export function sandboxPagesRouter(
  renderers: SandboxPageRenderers = fallbackRenderers,
  raster: PictureRaster = sharedPictureRaster(),
): Router {
  const router = express.Router();
  router.use('/sandbox', (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://sandbox.local');
    // /sandbox itself is the portal's sandbox console (route sandboxConsole), not a sandbox page.
    if (url.pathname === '/sandbox' || url.pathname === '/sandbox/') {
      next();
      return;
    }
    const answer =
      req.method === 'GET' || req.method === 'HEAD'
        ? answerSandboxPage(url.pathname, url.searchParams, renderers)
        : sandboxNotFound;
    if (!answer) {
      next();
      return;
    }
    if (answer.status === 200 && isRasterPicture(url.pathname)) {
      sendPicture(req, res, answer, raster).catch(next);
      return;
    }
    res.status(answer.status).set(answer.headers).send(answer.body);
  });
  return router;
}

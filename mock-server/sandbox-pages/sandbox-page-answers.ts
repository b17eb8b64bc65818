import { oauthConsentPage } from './oauth-consent-page.ts';
import { artNamePattern, sandboxArt, type GameArtLookup } from './art/sandbox-art.ts';
import { hashOf } from './art/svg-kit.ts';
import { pictureLanguage } from '../seed/content/picture-language.ts';
import {
  chatPage,
  downloadPage,
  fallbackGamePage,
  fallbackLotteryPage,
  type PageQuery,
} from './stand-in-pages.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

/** How the game and lottery pages are made; a host with the backend plugs in the games domain's. */
export interface SandboxPageRenderers {
  /** The page a game launch opens (404 when the catalogue has no such game). */
  gamePage(nodeId: string, search: URLSearchParams): RenderedPage;
  lotteryPage(search: URLSearchParams): RenderedPage;
  /** The catalogue's facts of a game for its picture (title, vendor, type); hosts without one guess from the id. */
  gameArt?: GameArtLookup;
  /** Now on the sandbox clock, for the social consent page's codes (the real clock without one). */
  nowMs?(): number;
}

/** A whole answer, so every host (express, the service worker, the dev server) sends the same bytes. */
export interface SandboxPageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function queryOf(search: URLSearchParams): PageQuery {
  const query: PageQuery = {};
  for (const [name, value] of search) query[name] ??= value;
  return query;
}

/** Pages that need no state: they show what the launch carried. */
export const fallbackRenderers: SandboxPageRenderers = {
  gamePage: (nodeId, search) => ({ status: 200, html: fallbackGamePage(nodeId, queryOf(search)) }),
  lotteryPage: (search) => ({ status: 200, html: fallbackLotteryPage(queryOf(search)) }),
};

const html = 'text/html; charset=utf-8';

export const sandboxNotFound: SandboxPageAnswer = {
  status: 404,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ success: false, code: 'not_found', message: 'no such sandbox page' }),
};

function pageAnswer(page: RenderedPage, cache?: string): SandboxPageAnswer {
  return {
    status: page.status,
    headers: { 'Content-Type': html, ...(cache ? { 'Cache-Control': cache } : {}) },
    body: page.html,
  };
}

/**
 * Pictures are served from the portal's own origin, so they are locked down even when opened on
 * their own: no script, no plugin, no foreign resource may run or load (the SVGs use none), and
 * the type is never sniffed. A game's picture follows the catalogue, which another seed changes:
 * caches keep it an hour and revalidate by its ETag (the bytes' hash).
 */
function imageHeaders(body: string): Record<string, string> {
  return {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    ETag: `"${hashOf(body).toString(36)}-${body.length.toString(36)}"`,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  };
}

function segment(pathname: string, pattern: RegExp): string | null {
  const raw = pattern.exec(pathname)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * /sandbox/*: generated pictures (`/sandbox/img/<name>.svg`, art/; `?lang=cn` draws the words of
 * banners and promotion covers in that language, none or an unknown code in English) and the pages standing in for vendors'
 * games, the lottery, customer-service chat and app downloads. Null for paths outside /sandbox/
 * (and for /sandbox itself, the console screen of the portal); unknown /sandbox/ paths are 404
 * (never the portal's history-mode fallback).
 */
export function answerSandboxPage(
  pathname: string,
  search: URLSearchParams,
  renderers: SandboxPageRenderers,
): SandboxPageAnswer | null {
  // /sandbox itself is the portal's sandbox console (a screen of the SPA), not a sandbox page.
  if (!pathname.startsWith('/sandbox/')) return null;
  const image = segment(pathname, /^\/sandbox\/img\/([^/]+)$/);
  if (image !== null) {
    const name = /^(.+)\.svg$/.exec(image)?.[1];
    if (!name || !artNamePattern.test(name)) return sandboxNotFound;
    const body = sandboxArt(name, renderers.gameArt, pictureLanguage(search.get('lang')));
    return { status: 200, headers: imageHeaders(body), body };
  }
  const nodeId = segment(pathname, /^\/sandbox\/game\/([^/]+)$/);
  if (nodeId !== null) return pageAnswer(renderers.gamePage(nodeId, search), 'no-store');
  if (pathname === '/sandbox/lottery') return pageAnswer(renderers.lotteryPage(search), 'no-store');
  if (pathname === '/sandbox/chat')
    return pageAnswer({ status: 200, html: chatPage(queryOf(search)) });
  const provider = segment(pathname, /^\/sandbox\/oauth\/([^/]+)\/authorize$/);
  if (provider === 'facebook' || provider === 'google')
    return pageAnswer(
      oauthConsentPage(provider, search, renderers.nowMs?.() ?? Date.now()),
      'no-store',
    );
  const file = segment(pathname, /^\/sandbox\/download\/([^/]+)$/);
  if (file !== null) return pageAnswer({ status: 200, html: downloadPage(file) });
  return sandboxNotFound;
}

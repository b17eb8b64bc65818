import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec';
import { remoteAddressHeader } from '../domains/control/rules/control-access';
import { gameArtSize } from '../sandbox-pages/art/game-art';
import { startSandboxServer, type SandboxServer } from './sandbox-server';

let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  // A tiny seed: these tests are about the server, not the data.
  sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1', scale: 0.01 });
  base = `http://127.0.0.1:${sandbox.port}`;
});
afterAll(async () => {
  await sandbox.close();
});

describe('sandbox pictures', () => {
  it('draws a game of the catalogue with its title, the same bytes every time', async () => {
    const [game] = sandbox.backend.db.games.all();
    if (!game) throw new Error('the seed has no games');
    const answer = await fetch(`${base}/sandbox/img/game-${game.nodeId}.svg`);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-z-]+"$/);
    const svg = await answer.text();
    expect(svg).toContain(`aria-label="${game.gameName.replace(/'/g, '&#39;')} (${game.vendor})"`);
    expect(await (await fetch(`${base}/sandbox/img/game-${game.nodeId}.svg`)).text()).toBe(svg);
  });

  it('answers a deterministic SVG of a fixed size for any seed name', async () => {
    const first = await fetch(`${base}/sandbox/img/game-RNG-PG-00042.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await first.text();
    expect(svg).toContain(`width="${gameArtSize.width}" height="${gameArtSize.height}"`);
    expect(svg).toContain('RNG PG 00042');
    expect(await (await fetch(`${base}/sandbox/img/game-RNG-PG-00042.svg`)).text()).toBe(svg);
    expect(await (await fetch(`${base}/sandbox/img/vendor-pg.svg`)).text()).not.toBe(svg);
  });

  it('sends a browser the game tiles as WebP, revalidated by an ETag of their own', async () => {
    const [game] = sandbox.backend.db.games.all();
    if (!game) throw new Error('the seed has no games');
    const url = `${base}/sandbox/img/game-${game.nodeId}.svg`;
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const webp = await fetch(url, { headers: { accept } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toMatch(/accept/i);
    expect(webp.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await webp.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.subarray(8, 12))).toBe('WEBP');
    const etag = webp.headers.get('etag') ?? '';

    const svg = await fetch(url);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('vary')).toMatch(/accept/i);
    expect(svg.headers.get('etag')).not.toBe(etag);

    const revalidated = await fetch(url, { headers: { accept, 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    const again = await fetch(url, { headers: { accept } });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    // The SVG's tag does not stand for the WebP.
    const svgTag = svg.headers.get('etag') ?? '';
    expect((await fetch(url, { headers: { accept, 'if-none-match': svgTag } })).status).toBe(200);
  });

  it('keeps banners and vendor marks SVG for every client', async () => {
    const accept = 'image/webp,image/svg+xml,*/*;q=0.8';
    const vendor = await fetch(`${base}/sandbox/img/vendor-pg.svg`, { headers: { accept } });
    expect(vendor.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${base}/sandbox/img/game-%3C.svg`, { headers: { accept } })).status).toBe(
      404,
    );
  });

  it('refuses names that are not image names', async () => {
    expect((await fetch(`${base}/sandbox/img/banner.png`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/img/%3Cscript%3E.svg`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/img/..%2Fsecret.svg`)).status).toBe(404);
  });
});

describe('sandbox pages', () => {
  it('serves the game, lottery, chat and download pages as HTML', async () => {
    const [game] = sandbox.backend.db.games.all();
    if (!game) throw new Error('the seed made no games');
    const pages = [
      `/sandbox/game/${encodeURIComponent(game.nodeId)}?token=abc`,
      '/sandbox/lottery?view=lobby',
      '/sandbox/chat?cs=VIP',
      '/sandbox/download/portal-ios.ipa',
    ];
    for (const page of pages) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(await response.text(), page).toContain('sandbox');
    }
  });

  it('escapes what the query carries', async () => {
    const html = await (
      await fetch(
        `${base}/sandbox/chat?greeting=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      )
    ).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x');
  });

  it('answers unknown sandbox paths and games with 404 instead of the portal', async () => {
    expect((await fetch(`${base}/sandbox/nothing-here`)).status).toBe(404);
    expect((await fetch(`${base}/sandbox/game/no-such-game`)).status).toBe(404);
  });
});

describe('API paths', () => {
  it('go straight to the mock pipeline', async () => {
    const response = await fetch(`${base}/__mock/config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      success: true,
      value: { seed: sandbox.backend.seed.seed },
    });
    const unknown = await fetch(`${base}/wps/no/such/thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: 'not_found' });
  });

  it('take the caller address from the socket, not from a header the client sends', async () => {
    const response = await fetch(`${base}/__mock/accounts`, {
      headers: { [remoteAddressHeader]: '203.0.113.9' },
    });
    expect(response.status).toBe(200);
  });

  it('key the flood limits on the connection, and on X-Forwarded-For only with --trust-proxy', async () => {
    const freePlays = async (server: string) => {
      const statuses: number[] = [];
      for (const address of ['198.51.100.1', '198.51.100.2']) {
        const payload = b64JsonCodec.encode(
          JSON.stringify({
            os: 'Linux',
            platform: 'W',
            randomString: `proxy-${server}-${address}`,
            gatewayVersion: 3,
          }),
        );
        const response = await fetch(`${server}/wps/session/login/freeplay`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-payload-codec': b64JsonCodec.name,
            'x-forwarded-for': address,
          },
          body: JSON.stringify({ payload }),
        });
        statuses.push(response.status);
      }
      return statuses;
    };
    const oneFreePlay = (server: string) =>
      fetch(`${server}/__mock/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ freePlaysPerAddressPerHour: 1 }),
      });
    expect((await oneFreePlay(base)).status).toBe(200);
    // Without --trust-proxy both come from 127.0.0.1, whatever they claim.
    expect(await freePlays(base)).toEqual([200, 429]);
    await fetch(`${base}/__mock/reset`, { method: 'POST' });

    const behindProxy = await startSandboxServer({
      port: 4322,
      host: '127.0.0.1',
      scale: 0.01,
      trustProxy: true,
    });
    try {
      const proxied = `http://127.0.0.1:${behindProxy.port}`;
      expect((await oneFreePlay(proxied)).status).toBe(200);
      expect(await freePlays(proxied)).toEqual([200, 200]);
    } finally {
      await behindProxy.close();
    }
  }, 60_000);

  it('decode encrypted bodies the way the portal sends them', async () => {
    const response = await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-payload-codec': 'b64json' },
      body: JSON.stringify({
        payload: b64JsonCodec.encode(JSON.stringify({ username: '', password: 'x' })),
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_error',
      field: 'body.username',
    });
  });
});

describe('API reference', () => {
  it('lists this server first, so "Try it out" calls whatever port the sandbox runs on', async () => {
    const contract = (await (await fetch(`${base}/openapi.json`)).json()) as {
      servers: { url: string }[];
    };
    expect(contract.servers[0]?.url).toBe(base);
  });

  it('explains that the mock answers, and encodes encrypted operations in "Try it out"', async () => {
    expect(await (await fetch(`${base}/docs`)).text()).toContain('mock backend answers here');
    const init = await (await fetch(`${base}/docs/reference-init.js`)).text();
    expect(init).toContain('requestInterceptor');
    expect(init).toContain("'x-encrypted'");
    expect(init).toContain("'X-Payload-Codec'");
  });
});

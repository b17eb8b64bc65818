import { beforeAll, describe, expect, it, vi } from 'vitest';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec';
import { createMockBackend, type MockBackend } from '../core/backend';
import { createPipeline, type MockRequest, type Pipeline } from '../core/pipeline';
import { allHandlers } from '../handlers';
import { depositFor } from '../domains/wallet/test-support';
import { readCacheClockResolutions } from '../read-cache-hints';

function request(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): MockRequest {
  const url = new URL(path, 'http://127.0.0.1:4010');
  return {
    method,
    pathname: url.pathname,
    query: url.searchParams,
    headers: new Headers({ host: '127.0.0.1:4010', ...headers }),
    rawBody: body === undefined ? null : JSON.stringify(body),
  };
}

/** The sandbox server's pipeline (read cache on) over the seeded demo data. */
describe('reads through the read cache, as the sandbox server answers them', () => {
  let pipeline: Pipeline;
  let backend: MockBackend;
  const tokens: Record<string, string> = {};

  async function login(username: string): Promise<string> {
    const payload = b64JsonCodec.encode(
      JSON.stringify({ username, password: 'demo1234', type: 'username' }),
    );
    const answer = await pipeline.handle(
      request(
        'POST',
        '/wps/session/login',
        { 'content-type': 'application/json', 'x-payload-codec': b64JsonCodec.name },
        { payload },
      ),
    );
    const token = (answer.body as { value?: { token?: string } }).value?.token;
    if (!token) throw new Error(`login ${username}: ${JSON.stringify(answer.body)}`);
    return token;
  }

  const favourites = async (who: string) =>
    (
      await pipeline.handle(
        request('GET', '/wps/game/favorite/ids', { authorization: `Bearer ${tokens[who]}` }),
      )
    ).body as { value: unknown };

  beforeAll(async () => {
    backend = await createMockBackend();
    pipeline = createPipeline(backend, allHandlers, {
      readCache: { clockResolutions: readCacheClockResolutions },
    });
    tokens.demoplayer = await login('demoplayer');
    tokens.demovip = await login('demovip');
  });

  it('keeps answers per member and makes the next read fresh after a write', async () => {
    const before = await favourites('demoplayer');
    const other = await favourites('demovip');
    expect(await favourites('demoplayer')).toEqual(before);
    const list = await pipeline.handle(request('GET', '/lgw/games/list?gameType=RNG&pageSize=5'));
    const gameId = (list.body as { value: { games: { nodeId: string }[] } }).value.games.find(
      (g) => !JSON.stringify(before).includes(`"${g.nodeId}"`),
    )?.nodeId;
    if (!gameId) throw new Error('a game that is not a favourite yet');
    const added = await pipeline.handle(
      request(
        'POST',
        '/wps/game/favorite',
        { authorization: `Bearer ${tokens.demoplayer}`, 'content-type': 'application/json' },
        { gameId },
      ),
    );
    expect(added.status).toBe(200);
    const after = await favourites('demoplayer');
    expect(JSON.stringify(after)).toContain(gameId);
    expect(after).not.toEqual(before);
    expect(await favourites('demovip')).toEqual(other);
  });

  it('serves the game list from the cache byte for byte as a fresh pipeline answers it', async () => {
    const path = '/lgw/games/list?gameType=RNG&minBet=0.1&pageNo=2';
    const first = await pipeline.handle(request('GET', path));
    const kept = await pipeline.handle(request('GET', path));
    expect(kept.serialized?.kept).toBe(true);
    const freshPipeline = createPipeline(await createMockBackend(), allHandlers);
    const fresh = await freshPipeline.handle(request('GET', path));
    expect(kept.serialized?.text).toBe(JSON.stringify(fresh.body));
    expect(first.serialized?.text).toBe(kept.serialized?.text);
  });

  it('keeps a balance within its second, but not past a credit that falls due in it', async () => {
    const balance = () =>
      pipeline.handle(
        request('GET', '/wps/v2/wallets/balance', {
          authorization: `Bearer ${tokens.demoplayer}`,
        }),
      );
    const sumOf = (answer: Awaited<ReturnType<typeof balance>>) =>
      (answer.body as { value: { sumBalance: number; updatedAt: string } }).value;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 100 ms into a whole second of the sandbox clock; a deposit is approved at 500 ms.
      const second = Math.ceil(backend.clock.nowMs() / 1000) * 1000 + 5000;
      vi.setSystemTime(second + 100 - backend.clock.offsetMs);
      const member = backend.db.members.all().find((m) => m.account === 'demoplayer');
      if (!member) throw new Error('the demo player');
      const at = (ms: number) => new Date(ms).toISOString();
      // Requested 59.6 s ago: approved at 500 ms into this second.
      await depositFor(backend, member.id, { amount: 12.34, agoMs: 59_600 });
      const first = await balance();
      const kept = await balance();
      expect(kept.serialized?.kept).toBe(true);
      expect(kept.serialized?.text).toBe(first.serialized?.text);
      expect(sumOf(first).updatedAt).toBe(at(second));

      vi.setSystemTime(second + 600 - backend.clock.offsetMs);
      const credited = await balance();
      expect(sumOf(credited).sumBalance).toBeCloseTo(sumOf(first).sumBalance + 12.34, 2);
      expect(sumOf(credited).updatedAt).toBe(at(second));
      // The next second's reads say so.
      vi.setSystemTime(second + 1000 - backend.clock.offsetMs);
      expect(sumOf(await balance()).updatedAt).toBe(at(second + 1000));
    } finally {
      vi.useRealTimers();
    }
  });
});

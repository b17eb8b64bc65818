import { beforeAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from './backend';
import { defineHandler } from './define-handler';
import { ok } from './envelope';
import { createPipeline, type MockRequest } from './pipeline';
import { etagOf, matchesIfNoneMatch } from './read-cache';

function request(path: string, headers: Record<string, string> = {}): MockRequest {
  const url = new URL(path, 'http://mock.test');
  return {
    method: 'GET',
    pathname: url.pathname,
    query: url.searchParams,
    headers: new Headers(headers),
    rawBody: null,
  };
}

const statusBody = (ip: string, region: string | null = null) =>
  ({ status: 0, maintenance: null, region, ip }) as never;

describe('ETags', () => {
  it('differ for different texts and match If-None-Match lists, weak or strong, and *', () => {
    const a = etagOf('{"a":1}');
    expect(etagOf('{"a":1}')).toBe(a);
    expect(etagOf('{"a":2}')).not.toBe(a);
    expect(matchesIfNoneMatch(`"x", ${a}`, a)).toBe(true);
    expect(matchesIfNoneMatch(`W/${a}`, a)).toBe(true);
    expect(matchesIfNoneMatch('*', a)).toBe(true);
    expect(matchesIfNoneMatch('"other"', a)).toBe(false);
    expect(matchesIfNoneMatch(null, a)).toBe(false);
  });
});

describe('the read cache in the pipeline', () => {
  let backend: MockBackend;
  beforeAll(async () => {
    backend = await createMockBackend();
  });

  /** A pipeline whose getSystemStatus handler counts its runs and answers what `answer` says. */
  function probe(answer: (ctx: { headers: Headers }) => unknown, resolution = 0) {
    const runs = { count: 0 };
    const handler = defineHandler('getSystemStatus', 'anyone', (ctx) => {
      runs.count += 1;
      return ok<'getSystemStatus'>(answer({ headers: ctx.headers as Headers }) as never);
    });
    const pipeline = createPipeline(backend, [handler], {
      readCache: { clockResolutions: resolution > 0 ? { getSystemStatus: resolution } : {} },
    });
    return { pipeline, runs };
  }

  it('answers a repeated read from the kept text, byte-identical to the fresh answer', async () => {
    const { pipeline, runs } = probe(() => statusBody('1.2.3.4'));
    const first = await pipeline.handle(request('/wps/system/status'));
    const second = await pipeline.handle(request('/wps/system/status'));
    expect(runs.count).toBe(1);
    expect(second.status).toBe(200);
    expect(second.serialized?.text).toBe(JSON.stringify(first.body));
    expect(second.serialized?.text).toBe(first.serialized?.text);
    expect(second.serialized?.etag).toBe(etagOf(JSON.stringify(first.body)));
    // Another query is another answer.
    await pipeline.handle(request('/wps/system/status?language=en'));
    expect(runs.count).toBe(2);
  });

  it('computes afresh after any commit or record change', async () => {
    let ip = '1.1.1.1';
    const { pipeline, runs } = probe(() => statusBody(ip));
    await pipeline.handle(request('/wps/system/status'));
    ip = '2.2.2.2';
    // Nothing committed: the kept answer stands (the handler's inputs are the state).
    expect((await pipeline.handle(request('/wps/system/status'))).body).toMatchObject({
      value: { ip: '1.1.1.1' },
    });
    await backend.writeLock.exclusive(async () => {
      const { commit } = await import('./backend');
      await commit(backend);
    });
    expect((await pipeline.handle(request('/wps/system/status'))).body).toMatchObject({
      value: { ip: '2.2.2.2' },
    });
    ip = '3.3.3.3';
    const member = backend.db.members.all()[0];
    if (!member) throw new Error('the seed has members');
    await backend.db.members.update(member.id, () => undefined);
    expect((await pipeline.handle(request('/wps/system/status'))).body).toMatchObject({
      value: { ip: '3.3.3.3' },
    });
    expect(runs.count).toBe(3);
  });

  it('keeps one answer per value of every header the handler read (Vary)', async () => {
    const { pipeline, runs } = probe(({ headers }) =>
      statusBody('0.0.0.0', headers.get('accept-language')),
    );
    const en = await pipeline.handle(request('/wps/system/status', { 'accept-language': 'en' }));
    const th = await pipeline.handle(request('/wps/system/status', { 'accept-language': 'th' }));
    expect(runs.count).toBe(2);
    expect(th.body).toMatchObject({ value: { region: 'th' } });
    const enAgain = await pipeline.handle(
      request('/wps/system/status', { 'accept-language': 'en', 'user-agent': 'other' }),
    );
    expect(runs.count).toBe(2);
    expect(enAgain.serialized?.text).toBe(en.serialized?.text);
  });

  it('never keeps an answer that read the clock unless its operation declares a resolution', async () => {
    const fresh = probe(() => statusBody(String(backend.clock.nowMs())));
    await fresh.pipeline.handle(request('/wps/system/status'));
    await fresh.pipeline.handle(request('/wps/system/status'));
    expect(fresh.runs.count).toBe(2);

    const hour = 3_600_000;
    const hourly = probe(
      () => statusBody(String(Math.floor(backend.clock.nowMs() / hour) * hour)),
      hour,
    );
    const first = await hourly.pipeline.handle(request('/wps/system/status'));
    await hourly.pipeline.handle(request('/wps/system/status'));
    expect(hourly.runs.count).toBe(1);
    // The clock moves into the next slot: a fresh answer, with the new hour.
    backend.clock.advance(hour);
    const later = await hourly.pipeline.handle(request('/wps/system/status'));
    expect(hourly.runs.count).toBe(2);
    expect(later.serialized?.text).not.toBe(first.serialized?.text);
    backend.clock.advance(-hour);
  });

  it('serves a kept answer only before the instant its handler said it changes at', async () => {
    // One slot for the whole test (a resolution of ~31 years): only `holdsUntil` ends the answer.
    const resolution = 1e12;
    const changesAt = backend.clock.nowMs() + 10 * 60_000;
    const runs = { count: 0 };
    const handler = defineHandler('getSystemStatus', 'anyone', ({ backend: b, holdsUntil }) => {
      runs.count += 1;
      const now = b.clock.nowMs();
      holdsUntil(changesAt);
      return ok<'getSystemStatus'>(statusBody(now < changesAt ? 'before' : 'after'));
    });
    const pipeline = createPipeline(backend, [handler], {
      readCache: { clockResolutions: { getSystemStatus: resolution } },
    });
    await pipeline.handle(request('/wps/system/status'));
    backend.clock.advance(9 * 60_000);
    expect((await pipeline.handle(request('/wps/system/status'))).body).toMatchObject({
      value: { ip: 'before' },
    });
    expect(runs.count).toBe(1);
    backend.clock.advance(2 * 60_000);
    expect((await pipeline.handle(request('/wps/system/status'))).body).toMatchObject({
      value: { ip: 'after' },
    });
    expect(runs.count).toBe(2);
    backend.clock.advance(-11 * 60_000);
  });

  it('still applies the control API faults to reads it could answer', async () => {
    const { pipeline } = probe(() => statusBody('9.9.9.9'));
    await pipeline.handle(request('/wps/system/status'));
    backend.config.faults = [
      { operationId: 'getSystemStatus', status: 503, code: 'service_unavailable' },
    ];
    try {
      expect((await pipeline.handle(request('/wps/system/status'))).status).toBe(503);
    } finally {
      backend.config.faults = [];
    }
    expect((await pipeline.handle(request('/wps/system/status'))).status).toBe(200);
  });
});

import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './child-process.ts';

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePort with BENCH_PORTS', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('hands out the ports of the range in turn, passing over one in use', async () => {
    const base = await freePort();
    // Three consecutive ports near one the system just gave out; the middle one is taken.
    vi.stubEnv('BENCH_PORTS', `${base}-${base + 2}`);
    const taken = await listen(base + 1).catch(() => null);
    try {
      const first = await freePort();
      const second = await freePort();
      expect([first, second].every((port) => port >= base && port <= base + 2)).toBe(true);
      expect(second).not.toBe(first);
      if (taken) expect([first, second]).not.toContain(base + 1);
    } finally {
      taken?.close();
    }
  });

  it('refuses a range it cannot read', async () => {
    vi.stubEnv('BENCH_PORTS', '4722');
    await expect(freePort()).rejects.toThrow('BENCH_PORTS must be a range');
  });
});

import http from 'node:http';

/** One kind of request to send over and over. */
export interface LoadTarget {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** Concurrent keep-alive connections, each with one request in flight. */
  connections: number;
  /** How long to measure, after the warm-up. */
  durationMs: number;
  /** Requests in this first stretch are sent but not counted (JIT, connection set-up). */
  warmupMs: number;
}

export interface LoadResult {
  requests: number;
  /** Answers by status; network errors count under 0. */
  statuses: Record<number, number>;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

function send(agent: http.Agent, port: number, target: LoadTarget): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: target.method,
        path: target.path,
        headers: target.headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(target.body);
  });
}

/**
 * A closed-loop load generator over loopback: `connections` loops, each sending its next request as
 * soon as the previous answer arrived, on a keep-alive node:http Agent (no dependency). Latency is
 * measured per request from send to the end of the answer. `target` may be a function, called for
 * every request (writes that must differ, such as transfers with their own requestId).
 */
export async function runLoad(
  port: number,
  target: LoadTarget | (() => LoadTarget),
  options: LoadOptions,
): Promise<LoadResult> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;

  async function loop(): Promise<void> {
    for (;;) {
      const sent = performance.now();
      if (sent >= stopAt) return;
      const status = await send(agent, port, typeof target === 'function' ? target() : target);
      if (sent >= measureFrom) {
        latencies.push(performance.now() - sent);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }
  }

  await Promise.all(Array.from({ length: options.connections }, loop));
  const measuredMs = Math.max(1, performance.now() - measureFrom);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    statuses,
    requestsPerSecond: (latencies.length / measuredMs) * 1000,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

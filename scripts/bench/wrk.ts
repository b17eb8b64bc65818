import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkTarget {
  method: 'GET' | 'POST';
  /** Absolute URL. */
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkSettings {
  connections: number;
  threads: number;
  durationSeconds: number;
}

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx/3xx, and socket errors, as wrk counts them. */
  non2xx: number;
  errors: number;
}

function ms(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === 'us'
    ? n / 1000
    : match[2] === 'ms'
      ? n
      : match[2] === 's'
        ? n * 1000
        : n * 60_000;
}

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string): WrkResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const percentile = (p: string) =>
    ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  return {
    requests: number(/(\d+) requests in/),
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    non2xx: /Non-2xx or 3xx responses: (\d+)/.test(output)
      ? number(/Non-2xx or 3xx responses: (\d+)/)
      : 0,
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/** Runs wrk once against `target` (a Lua script in `dir` sets the method, headers and body). */
export async function runWrk(
  wrk: string,
  target: WrkTarget,
  settings: WrkSettings,
  dir: string,
): Promise<WrkResult> {
  const script = path.join(dir, `target-${Math.random().toString(36).slice(2)}.lua`);
  const lines = [`wrk.method = ${JSON.stringify(target.method)}`];
  for (const [name, value] of Object.entries(target.headers ?? {}))
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  if (target.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(target.body)}`);
  await writeFile(script, `${lines.join('\n')}\n`);
  const { stdout } = await run(
    wrk,
    [
      `-t${settings.threads}`,
      `-c${settings.connections}`,
      `-d${settings.durationSeconds}s`,
      '--latency',
      '-s',
      script,
      target.url,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return parseWrk(stdout);
}

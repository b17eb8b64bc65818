import http from 'node:http';

export interface RawAnswer {
  status: number;
  statusMessage: string;
  /** As received: names in the sender's spelling, repeated headers kept. */
  rawHeaders: string[];
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  /** Name/value pairs in order (`rawHeaders` form), so spelling and repeats are under test. */
  headers?: string[];
  body?: Buffer | string;
}

/** One HTTP/1.1 request on its own connection, nothing decoded: the bytes the client would see. */
export function rawRequest(url: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Node adds neither Host nor framing to a header list: the helper does, as any client would.
    const headers = [...(options.headers ?? [])];
    const names = headers.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    if (!names.includes('host')) headers.unshift('Host', new URL(url).host);
    if (
      options.body !== undefined &&
      !names.includes('content-length') &&
      !names.includes('transfer-encoding')
    ) {
      headers.push('Content-Length', String(Buffer.byteLength(options.body)));
    }
    const request = http.request(url, { method: options.method ?? 'GET', headers, agent: false });
    request.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 0,
          statusMessage: answer.statusMessage ?? '',
          rawHeaders: answer.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Headers that belong to a connection or a moment, not to the answer: left out of comparisons. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function comparableHeaders(rawHeaders: readonly string[]): string[][] {
  const pairs: string[][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    if (!perConnection.has(name.toLowerCase())) pairs.push([name, rawHeaders[i + 1] ?? '']);
  }
  return pairs;
}

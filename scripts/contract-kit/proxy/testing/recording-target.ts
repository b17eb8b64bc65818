import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  rawHeaders: string[];
  body: Buffer;
}

export interface CannedAnswer {
  status: number;
  statusMessage?: string;
  /** Name/value pairs in order; repeats allowed (two Set-Cookie). */
  rawHeaders: string[];
  body: Buffer;
  /** Send the body in pieces of this many bytes without a Content-Length (chunked). */
  chunkBytes?: number;
}

export interface RecordingTarget {
  url: string;
  received: ReceivedRequest[];
  answer: CannedAnswer;
  close(): Promise<void>;
}

/** A server that keeps every request exactly as it arrived and answers with `answer`. */
export async function startRecordingTarget(answer: CannedAnswer): Promise<RecordingTarget> {
  const received: ReceivedRequest[] = [];
  const target: Omit<RecordingTarget, 'url' | 'close'> = { received, answer };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks),
      });
      const { status, statusMessage, rawHeaders, body, chunkBytes } = target.answer;
      res.writeHead(status, statusMessage, rawHeaders);
      if (!chunkBytes) {
        res.end(body);
        return;
      }
      for (let at = 0; at < body.length; at += chunkBytes)
        res.write(body.subarray(at, at + chunkBytes));
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(target, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}

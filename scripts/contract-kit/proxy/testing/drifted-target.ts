import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationMetas, operationObject } from '../../../../openapi/runtime/contract';

/** The 200 example the contract gives for an operation (a valid answer to start drifting from). */
function example(operationId: string): { success: true; value: Record<string, unknown> } {
  const meta = operationMetas.find((m) => m.operationId === operationId);
  if (!meta) throw new Error(`No operation ${operationId}`);
  const ok = operationObject(meta).responses['200'] as unknown as {
    content: { 'application/json': { example: { success: true; value: Record<string, unknown> } } };
  };
  return structuredClone(ok.content['application/json'].example);
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A server that drifted from the contract, one way per path:
 * - GET /wps/v2/wallets/balance: `sumBalance` is a string (wrong type), and it answers without a token;
 * - GET /wps/system/notice: `value.popup` is left out (a required field);
 * - GET /wps/system/winners: 500 (not a status the contract declares for it);
 * - GET /wps/system/status: an HTML page where JSON is declared;
 * anything else: 404. Every request is recorded as it arrived.
 */
export async function startDriftedTarget() {
  const received: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    const pathname = new URL(req.url ?? '/', 'http://drifted.local').pathname;
    if (pathname === '/wps/v2/wallets/balance') {
      const answer = example('getBalance');
      answer.value.sumBalance = '1550.75';
      json(res, 200, answer);
    } else if (pathname === '/wps/system/notice') {
      const answer = example('listNotices');
      delete answer.value.popup;
      json(res, 200, answer);
    } else if (pathname === '/wps/system/winners') {
      json(res, 500, { success: false, code: 'unknown_error', message: 'NullPointerException' });
    } else if (pathname === '/wps/system/status') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body>Welcome</body></html>');
    } else {
      json(res, 404, { success: false, code: 'not_found', message: 'no such resource' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

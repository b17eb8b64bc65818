/**
 * The yardstick of the load benchmark: a bare node:http server answering every request with the
 * same bytes and headers the sandbox sent for the balance call, and nothing else.
 * node --import tsx scripts/bench/bare-server.ts <port> <file with the body> <content-type>
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [portText, bodyFile, contentType] = process.argv.slice(2);
if (!portText || !bodyFile || !contentType)
  throw new Error('usage: bare-server.ts <port> <body file> <content-type>');
const body = readFileSync(bodyFile);
const headers = {
  'Content-Type': contentType,
  'Content-Length': String(body.length),
  'Cache-Control': 'no-store',
};

const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portText), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

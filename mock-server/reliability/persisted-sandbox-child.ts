/**
 * A persisted sandbox in a child process, quick to start (small seed, API paths only, no express):
 * `node --import tsx mock-server/reliability/persisted-sandbox-child.ts PORT FILE`. Prints
 * `ready <port>` once it listens. The crash-safety test kills it with SIGKILL mid-stream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPipeline } from '../core/pipeline';
import { allHandlers } from '../handlers';
import { createNodeApiListener } from '../hosts/node-api-listener';
import { openPersistedBackend } from '../hosts/state-persistence';

const [portArg, file] = process.argv.slice(2);
if (!portArg || !file) {
  console.error('usage: persisted-sandbox-child.ts PORT FILE');
  process.exit(2);
}
const small = { players: 3, agents: 1, slotGames: 20, betsPerMember: 1 };
const t0 = performance.now();
const { backend } = await openPersistedBackend(file, { sizes: small });
const pipeline = createPipeline(backend, allHandlers);
const listener = createNodeApiListener(pipeline);
const server = http.createServer((req, res) => {
  if (!listener(req, res)) {
    res.writeHead(404);
    res.end();
  }
});
server.listen(Number(portArg), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`ready ${port} ${Math.round(performance.now() - t0)} ms\n`);
});

/**
 * npm run mock [-- --port 4010 --host 127.0.0.1]
 * Starts the sandbox server and prints where everything is.
 */
import { parseArgs } from 'node:util';
import { createSandboxApp } from './sandbox-app.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

const port = Number(values.port);
const host = values.host;
const app = createSandboxApp();
const server = app.listen(port, host, () => {
  const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  console.log(
    [
      'Sandbox is up.',
      `  Portal          ${base}/`,
      `  API reference   ${base}/docs`,
      `  Contract (JSON) ${base}/openapi.json`,
    ].join('\n'),
  );
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is taken. Start on another one: npm start -- --port 4011 (or PORT=4011).`
      : `Could not start the sandbox: ${error.message}`,
  );
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

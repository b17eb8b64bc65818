/**
 * npm run contract:proxy -- --target URL [--port 4020] [--host 127.0.0.1] [--log FILE.jsonl]
 *   [--codec b64json] [--serve-portal [DIR]] [--quiet]
 * A validating reverse proxy: clients talk to it, it forwards to the target unchanged and logs every
 * way the traffic differs from the contract (scripts/contract-kit/README.md, "Proxy").
 */
import { parseArgs } from 'node:util';
import { payloadCodecs, type PayloadCodec } from '../openapi/runtime/payload-codec.ts';
import { loadCodec } from './contract-kit/codec-loader.ts';
import {
  startValidatingProxy,
  type ValidatingProxy,
} from './contract-kit/proxy/validating-proxy.ts';

const usage = `Usage: npm run contract:proxy -- --target URL [options]
  --target URL          the server to forward to, e.g. https://api.staging.example (required)
  --port N              port to listen on (default 4020)
  --host H              address to listen on (default 127.0.0.1)
  --log FILE            also append every mismatch to FILE as JSON lines
  --codec NAME|FILE     decode x-encrypted bodies with this codec: ${Object.keys(payloadCodecs).join(', ')}, or a module
                        exporting { name, encode, decode } (as for contract:check);
                        default: the built-in codec each request's X-Payload-Codec names
  --serve-portal [DIR]  also serve the built portal from DIR (default dist/) at /, with the API
                        reference at /docs; API paths (/wps, /lgw, /__mock) go to the target
  --quiet               no line per mismatch (the --log file and the summary on exit remain)
Ctrl-C prints the calls and mismatches per operation.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

// `--serve-portal` takes an optional directory: parseArgs has no optional values, so a bare flag
// is given its default before parsing.
const argv = process.argv.slice(2);
const servePortalAt = argv.indexOf('--serve-portal');
if (servePortalAt >= 0) {
  const next = argv[servePortalAt + 1];
  if (next === undefined || next.startsWith('--')) argv.splice(servePortalAt + 1, 0, 'dist');
}

let values: ReturnType<typeof parse>['values'];
function parse() {
  return parseArgs({
    args: argv,
    options: {
      target: { type: 'string' },
      port: { type: 'string', default: '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      log: { type: 'string' },
      codec: { type: 'string' },
      'serve-portal': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
try {
  values = parse().values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.target) fail('--target is required: the proxy never picks a server by itself');
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port ${values.port} is not a port number`);
let codec: PayloadCodec | undefined;
try {
  codec = values.codec === undefined ? undefined : await loadCodec(values.codec);
} catch (error) {
  fail(`--codec: ${error instanceof Error ? error.message : String(error)}`);
}

let proxy: ValidatingProxy;
try {
  proxy = await startValidatingProxy({
    target: values.target,
    port,
    host: values.host,
    ...(codec ? { codec } : {}),
    ...(values.log ? { logFile: values.log } : {}),
    ...(values['serve-portal'] === undefined ? {} : { portalDir: values['serve-portal'] }),
    print: values.quiet ? null : (line) => console.log(line),
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(
    code === 'EADDRINUSE'
      ? `Port ${port} is taken: pick another with --port`
      : `Could not start the proxy: ${error instanceof Error ? error.message : String(error)}`,
  );
}

console.log(
  [
    `Contract proxy: ${proxy.url} -> ${proxy.target.href}`,
    values['serve-portal'] === undefined
      ? '  Point the client at the proxy; every mismatch with the contract is printed as it happens.'
      : `  Portal          ${proxy.url}/ (from ${values['serve-portal']}), API reference ${proxy.url}/docs`,
    values.log ? `  Log             ${values.log} (JSON lines, appended)` : '',
    '  Ctrl-C prints the calls and mismatches per operation.',
  ]
    .filter(Boolean)
    .join('\n'),
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  await proxy.close();
  console.log(`\n${proxy.summary.format()}`);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop());

import { startSandboxServer } from '../../mock-server/hosts/sandbox-server.ts';

export interface InProcessMock {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The default target: a fresh sandbox (seeded mock backend) in this process, on a free port of
 * 127.0.0.1. Nothing else is ever targeted unless the user names it with --base-url.
 */
export async function startInProcessMock(): Promise<InProcessMock> {
  const sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1' });
  return { baseUrl: `http://127.0.0.1:${sandbox.port}`, close: () => sandbox.close() };
}

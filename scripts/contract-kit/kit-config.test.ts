import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseCliOptions } from './cli-options.ts';
import { ConfigError, defaultAccounts, readKitConfig, resolveKitOptions } from './kit-config.ts';

/** A config file in a folder of the test's own, removed when the test ends. */
async function configFile(content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kit-config-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'kit.json');
  await writeFile(file, content);
  return file;
}

describe('kit configuration', () => {
  it('defaults to the demo accounts, the b64json codec and the mock inbox decided later', async () => {
    const options = await resolveKitOptions(parseCliOptions([]));
    expect(options.accounts).toEqual(defaultAccounts);
    expect(options.accounts.member.username).toBe('demoplayer');
    expect(options.codec.name).toBe('b64json');
    expect(options.registration.smsCode).toBeNull();
    expect(options.sandboxControl).toBeNull();
    expect(options.agentTags).toEqual(['agent', 'contracts']);
  });

  it('takes the file over the defaults and the command line over the file', async () => {
    const file = await configFile(
      JSON.stringify({
        accounts: {
          member: { username: 'qa_player', password: 'pw1' },
          agent: { username: 'qa_agent', password: 'pw2' },
        },
        tokens: { downline: 'tok-123' },
        registration: { smsCode: '123456' },
        sandboxControl: true,
        codec: 'identity',
        requestTimeoutMs: 5000,
      }),
    );
    const config = await readKitConfig(file);
    const fromFile = await resolveKitOptions(parseCliOptions([]), config);
    expect(fromFile).toMatchObject({
      accounts: {
        member: { username: 'qa_player' },
        agent: { username: 'qa_agent' },
        downline: defaultAccounts.downline,
      },
      tokens: { downline: 'tok-123' },
      registration: { smsCode: '123456', countryDialingCode: '+63' },
      sandboxControl: true,
      requestTimeoutMs: 5000,
    });
    expect(fromFile.codec.name).toBe('identity');
    const fromCli = await resolveKitOptions(
      parseCliOptions(['--username', 'cli_user', '--password', 'pw3', '--codec', 'b64json']),
      config,
    );
    expect(fromCli.accounts.member).toEqual({ username: 'cli_user', password: 'pw3' });
    expect(fromCli.codec.name).toBe('b64json');
  });

  it('refuses files that are missing, not JSON, or not a kit configuration', async () => {
    await expect(readKitConfig('/nonexistent/kit.json')).rejects.toThrow(/cannot read/);
    await expect(readKitConfig(await configFile('{ nope'))).rejects.toThrow(/is not JSON/);
    await expect(readKitConfig(await configFile('{"acounts": {}}'))).rejects.toThrow(ConfigError);
    await expect(
      readKitConfig(await configFile('{"accounts": {"member": {"username": ""}}}')),
    ).rejects.toThrow(/accounts\.member/);
  });
});

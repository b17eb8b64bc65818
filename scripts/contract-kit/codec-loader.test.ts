import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CodecError, loadCodec } from './codec-loader.ts';

/** A folder of this test's own, removed when the test ends. */
async function testDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kit-codec-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('loadCodec', () => {
  it('knows the built-in codecs by name', async () => {
    expect((await loadCodec('b64json')).encode('{"a":1}')).toBe('eyJhIjoxfQ==');
    expect((await loadCodec('identity')).encode('{"a":1}')).toBe('{"a":1}');
  });

  it('loads a codec module a backend team writes (default export)', async () => {
    const dir = await testDir();
    await writeFile(
      path.join(dir, 'reverse-codec.mjs'),
      "export default { name: 'reverse', encode: (t) => [...t].reverse().join(''), decode: (t) => [...t].reverse().join('') };\n",
    );
    const codec = await loadCodec('./reverse-codec.mjs', dir);
    expect(codec.name).toBe('reverse');
    expect(codec.encode('{"a":1}')).toBe('}1:"a"{');
  });

  it('says what is wrong with an unknown name or a module without a codec', async () => {
    await expect(loadCodec('aes')).rejects.toThrow(/unknown codec "aes": use b64json or identity/);
    const dir = await testDir();
    await writeFile(path.join(dir, 'empty.mjs'), 'export const nothing = 1;\n');
    await expect(loadCodec('./empty.mjs', dir)).rejects.toThrow(CodecError);
    await expect(loadCodec('./missing.mjs', dir)).rejects.toThrow(/cannot load the codec module/);
  });
});

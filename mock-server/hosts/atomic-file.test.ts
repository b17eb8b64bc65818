import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryFileOf, writeFileAtomically, type AtomicWriteFs } from './atomic-file';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atomic-file-'));
  file = path.join(dir, 'state.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A file system whose writes stop half-way, as a crash or a full disk would stop them. */
function failingHalfWay(step: 'write' | 'sync' | 'rename'): AtomicWriteFs {
  return {
    async open(target, flags) {
      const handle = await nodeFs.open(target, flags);
      return {
        async writeFile(data, encoding) {
          if (step === 'write') {
            await handle.writeFile(data.slice(0, Math.floor(data.length / 2)), encoding);
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          }
          await handle.writeFile(data, encoding);
        },
        async sync() {
          if (step === 'sync') throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
          await handle.sync();
        },
        close: () => handle.close(),
      };
    },
    async rename(from, to) {
      if (step === 'rename') throw Object.assign(new Error('EXDEV'), { code: 'EXDEV' });
      await nodeFs.rename(from, to);
    },
    rm: (target, options) => nodeFs.rm(target, options),
  };
}

describe('writeFileAtomically', () => {
  it('replaces the file with the new text and leaves no temporary file', async () => {
    await writeFile(file, 'old');
    await writeFileAtomically(file, '{"new":true}');
    expect(await readFile(file, 'utf8')).toBe('{"new":true}');
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  it('creates the file when there was none', async () => {
    await writeFileAtomically(file, 'first');
    expect(await readFile(file, 'utf8')).toBe('first');
  });

  for (const step of ['write', 'sync'] as const) {
    it(`a failure during the ${step} leaves the old file intact and cleans up`, async () => {
      await writeFile(file, '{"old":true}');
      await expect(
        writeFileAtomically(
          file,
          JSON.stringify({ big: 'x'.repeat(100_000) }),
          failingHalfWay(step),
        ),
      ).rejects.toThrow();
      expect(await readFile(file, 'utf8')).toBe('{"old":true}');
      expect(await readdir(dir)).toEqual(['state.json']);
    });
  }

  it('a failure before the rename leaves the old file intact (only the temporary file is half-new)', async () => {
    await writeFile(file, '{"old":true}');
    await expect(
      writeFileAtomically(file, '{"new":true}', failingHalfWay('rename')),
    ).rejects.toThrow('EXDEV');
    expect(await readFile(file, 'utf8')).toBe('{"old":true}');
    // A crash at this point leaves the temporary file beside the old one; the next write replaces it.
    expect(await readFile(temporaryFileOf(file), 'utf8')).toBe('{"new":true}');
    await writeFileAtomically(file, '{"newer":true}');
    expect(await readdir(dir)).toEqual(['state.json']);
  });
});

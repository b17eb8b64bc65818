import * as nodeFs from 'node:fs/promises';
import path from 'node:path';

/** The few file operations an atomic write needs (tests pass one that fails half-way). */
export interface AtomicWriteFs {
  open(
    file: string,
    flags: string,
  ): Promise<{
    writeFile(data: string, encoding: 'utf8'): Promise<void>;
    sync(): Promise<void>;
    close(): Promise<void>;
  }>;
  rename(from: string, to: string): Promise<void>;
  rm(file: string, options: { force: boolean }): Promise<void>;
}

const defaultFs: AtomicWriteFs = nodeFs;

/** The temporary file beside `file`: same directory, so the rename never crosses file systems. */
export const temporaryFileOf = (file: string): string => `${file}.tmp`;

/**
 * Writes `text` to `file` so that a crash at any moment leaves either the old file or the new one,
 * never a mix: write a temporary file in the same directory, fsync it, rename it over `file` (atomic
 * on POSIX file systems and NTFS), then fsync the directory so the rename itself is durable.
 */
export async function writeFileAtomically(
  file: string,
  text: string,
  fs: AtomicWriteFs = defaultFs,
): Promise<void> {
  const temporary = temporaryFileOf(file);
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  await handle.close();
  await fs.rename(temporary, file);
  await syncDirectory(path.dirname(file));
}

/** Best effort: directories cannot be opened for fsync on every platform (Windows). */
export async function syncDirectory(directory: string): Promise<void> {
  let handle: nodeFs.FileHandle | null = null;
  try {
    handle = await nodeFs.open(directory, 'r');
    await handle.sync();
  } catch {
    // the rename is done; only its durability across a power cut is less certain here
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

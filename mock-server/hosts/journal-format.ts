import { crc32 } from 'node:zlib';
import type { StateSnapshot } from '../core/backend';
import type { MockConfig } from '../core/mock-config';
import type { Key } from '../db/typed-collection';

/** The changes of one table in one journal entry. */
export interface TableDelta {
  /** Records inserted or updated, whole (replay replaces a record with the same id). */
  put?: unknown[];
  /** Ids removed. */
  removed?: Key[];
}

/** One committed write: what it changed. */
export interface ChangesEntry {
  seq: number;
  kind: 'changes';
  tables: Record<string, TableDelta>;
  /** The whole configuration, when it changed. */
  config?: MockConfig;
  clockOffsetMs?: number;
}

/** A write that replaced the state as a whole (reset, import): the state itself. */
export interface StateEntry {
  seq: number;
  kind: 'state';
  state: StateSnapshot;
}

export type JournalEntry = ChangesEntry | StateEntry;

/** An entry before it has its sequence number. */
export type EntryBody = Omit<ChangesEntry, 'seq'> | Omit<StateEntry, 'seq'>;

/**
 * One entry as one line: `<byte length of the JSON> <crc32 of the JSON, 8 hex digits> <JSON>\n`.
 * The length and the checksum tell a torn or corrupt line from a whole one.
 */
export function encodeEntry(entry: JournalEntry): string {
  const json = JSON.stringify(entry);
  const bytes = Buffer.from(json, 'utf8');
  return `${bytes.length} ${crc32(bytes).toString(16).padStart(8, '0')} ${json}\n`;
}

export interface DecodedJournal {
  entries: JournalEntry[];
  /** Bytes of the file up to the end of the last whole entry. */
  validBytes: number;
  /** Bytes after it: a last entry cut short by a crash (or a tail of zeros); ignored. */
  tornBytes: number;
}

/** Where a journal cannot be trusted: an entry in the middle is damaged. */
export class CorruptJournalError extends Error {}

const frame = /^(\d+) ([0-9a-f]{8}) /;

/** The entry at `offset` of `data`, or null when the bytes there are not one whole entry. */
function entryAt(data: Buffer, offset: number): { entry: JournalEntry; end: number } | null {
  const newline = data.indexOf(0x0a, offset);
  const headerEnd = Math.min(newline === -1 ? data.length : newline, offset + 32);
  const match = frame.exec(data.subarray(offset, headerEnd).toString('latin1'));
  if (!match) return null;
  const length = Number(match[1]);
  const start = offset + match[0].length;
  const end = start + length;
  if (end >= data.length || data[end] !== 0x0a) return null;
  const json = data.subarray(start, end);
  if (crc32(json).toString(16).padStart(8, '0') !== match[2]) return null;
  try {
    const entry = JSON.parse(json.toString('utf8')) as JournalEntry; // framed and checksummed by us
    if (typeof entry.seq !== 'number') return null;
    return { entry, end: end + 1 };
  } catch {
    return null;
  }
}

/**
 * Reads a journal. A damaged stretch at the end (a crash in the middle of an append) is reported as
 * torn and left out; a damaged entry followed by whole ones throws `CorruptJournalError`: the file
 * was changed by something else, and guessing would lose or invent writes.
 */
export function decodeJournal(data: Buffer): DecodedJournal {
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset < data.length) {
    const decoded = entryAt(data, offset);
    if (!decoded) break;
    entries.push(decoded.entry);
    offset = decoded.end;
  }
  if (offset < data.length) {
    // Is there a whole entry anywhere after the damage? Then the damage is not a torn tail.
    for (let next = data.indexOf(0x0a, offset); next !== -1; next = data.indexOf(0x0a, next + 1)) {
      if (next + 1 < data.length && entryAt(data, next + 1)) {
        throw new CorruptJournalError(
          `a damaged entry at byte ${offset} (after entry ${entries.at(-1)?.seq ?? 'none'}) is followed by whole ones`,
        );
      }
    }
  }
  return { entries, validBytes: offset, tornBytes: data.length - offset };
}

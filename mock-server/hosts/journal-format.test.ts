import { describe, expect, it } from 'vitest';
import {
  CorruptJournalError,
  decodeJournal,
  encodeEntry,
  type JournalEntry,
} from './journal-format';

const entry = (seq: number, note = 'x'): JournalEntry => ({
  seq,
  kind: 'changes',
  tables: { members: { put: [{ id: seq, note }], removed: [`gone-${seq}`] } },
  clockOffsetMs: seq * 1000,
});
const journalOf = (...entries: JournalEntry[]) =>
  Buffer.from(entries.map((e) => encodeEntry(e)).join(''), 'utf8');

describe('journal framing', () => {
  it('reads back what it wrote, entry by entry (multi-byte text included)', () => {
    const entries = [entry(1), entry(2, 'Zoë 🎰 "quoted"\nnewline'), entry(3)];
    const decoded = decodeJournal(journalOf(...entries));
    expect(decoded.entries).toEqual(entries);
    expect(decoded.tornBytes).toBe(0);
    expect(decoded.validBytes).toBe(journalOf(...entries).length);
  });

  it('frames one entry as one line: length, crc32, JSON', () => {
    expect(encodeEntry(entry(1))).toMatch(/^\d+ [0-9a-f]{8} \{.*\}\n$/);
  });

  it('leaves out a last entry cut short at any byte (a crash during an append)', () => {
    const whole = journalOf(entry(1), entry(2));
    const last = Buffer.from(encodeEntry(entry(3)), 'utf8');
    for (let cut = 1; cut < last.length; cut += 1) {
      const decoded = decodeJournal(Buffer.concat([whole, last.subarray(0, cut)]));
      expect(decoded.entries.map((e) => e.seq)).toEqual([1, 2]);
      expect(decoded.validBytes).toBe(whole.length);
      expect(decoded.tornBytes).toBe(cut);
    }
  });

  it('leaves out a tail of zeros and a last entry whose checksum does not match', () => {
    const whole = journalOf(entry(1));
    expect(decodeJournal(Buffer.concat([whole, Buffer.alloc(4096)])).entries).toHaveLength(1);
    const damaged = Buffer.from(encodeEntry(entry(2)).replace('"x"', '"y"'), 'utf8');
    const decoded = decodeJournal(Buffer.concat([whole, damaged]));
    expect(decoded.entries.map((e) => e.seq)).toEqual([1]);
    expect(decoded.tornBytes).toBe(damaged.length);
  });

  it('refuses a damaged entry followed by whole ones', () => {
    const damaged = Buffer.from(encodeEntry(entry(2)).replace('"x"', '"y"'), 'utf8');
    const data = Buffer.concat([journalOf(entry(1)), damaged, journalOf(entry(3))]);
    expect(() => decodeJournal(data)).toThrow(CorruptJournalError);
    expect(() => decodeJournal(data)).toThrow(/after entry 1/);
  });

  it('reads an empty journal as no entries', () => {
    expect(decodeJournal(Buffer.alloc(0))).toEqual({ entries: [], validBytes: 0, tornBytes: 0 });
  });
});

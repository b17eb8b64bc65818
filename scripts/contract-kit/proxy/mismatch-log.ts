import { createWriteStream, type WriteStream } from 'node:fs';
import { formatMismatch, type ProxyMismatch } from './proxy-mismatch';

/** Longer string values are cut in the JSON-lines file (a data-URL image would drown the log). */
const maxLoggedChars = 2000;

export interface MismatchLogOptions {
  /** Where console lines go; null prints nothing (`--quiet`). */
  print: ((line: string) => void) | null;
  /** Appends one JSON object per mismatch to this file (JSON lines). */
  file?: string;
}

export interface MismatchLog {
  mismatch(m: ProxyMismatch): void;
  /** A line about the proxy itself (a validator failure, a log that cannot be written). */
  note(line: string): void;
  close(): Promise<void>;
}

function cut(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= maxLoggedChars) return value;
  return `${value.slice(0, maxLoggedChars)}... (${value.length - maxLoggedChars} more characters)`;
}

export function createMismatchLog(options: MismatchLogOptions): MismatchLog {
  let stream: WriteStream | null = options.file
    ? createWriteStream(options.file, { flags: 'a' })
    : null;
  const note = (line: string) => options.print?.(line);
  stream?.on('error', (error) => {
    note(
      `[proxy] cannot write the log ${options.file ?? ''}: ${error.message}; logging to the console only`,
    );
    stream = null;
  });
  return {
    mismatch(m) {
      options.print?.(formatMismatch(m));
      stream?.write(`${JSON.stringify('value' in m ? { ...m, value: cut(m.value) } : m)}\n`);
    },
    note,
    close() {
      const open = stream;
      stream = null;
      return new Promise((resolve) => (open ? open.end(resolve) : resolve()));
    },
  };
}

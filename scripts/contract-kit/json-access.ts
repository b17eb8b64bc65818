/** Reading answers of unknown shape without casts: each helper returns undefined on a mismatch. */
export function at(node: unknown, ...keys: (string | number)[]): unknown {
  let current = node;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function asArray(node: unknown): unknown[] {
  return Array.isArray(node) ? node : [];
}

export function asString(node: unknown): string | undefined {
  return typeof node === 'string' ? node : undefined;
}

export function asNumber(node: unknown): number | undefined {
  return typeof node === 'number' && Number.isFinite(node) ? node : undefined;
}

/** `400 validation_error: username is required` — an error envelope in one line. */
export function describeAnswer(status: number, body: unknown): string {
  const code = asString(at(body, 'code'));
  const message = asString(at(body, 'message'));
  return [String(status), code, message]
    .filter(Boolean)
    .join(' ')
    .replace(/^(\d+) (\S+) /, '$1 $2: ');
}

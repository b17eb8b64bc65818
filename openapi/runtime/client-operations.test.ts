import { describe, expect, it } from 'vitest';
import { clientOperations } from './generated/client-operations';
import { operations } from './generated/operations';

describe("the client's operation table", () => {
  it('holds, for every operation, exactly what its middleware has to do', () => {
    for (const [key, meta] of Object.entries(operations)) {
      const client = clientOperations[key] ?? {};
      expect(client.token === true, `${key} token`).toBe(meta.acceptsToken);
      expect(client.encrypted === true, `${key} codec`).toBe(meta.encrypted);
      expect(client.form === true, `${key} form`).toBe(
        meta.requestContentType === 'application/x-www-form-urlencoded',
      );
      expect(client.defaultedQuery ?? [], `${key} defaults`).toEqual(meta.defaultedQuery);
    }
  });

  it('leaves out operations that need nothing, and knows no others', () => {
    const needing = Object.entries(operations).filter(
      ([, m]) =>
        m.acceptsToken ||
        m.encrypted ||
        m.requestContentType === 'application/x-www-form-urlencoded' ||
        m.defaultedQuery.length > 0,
    );
    expect(Object.keys(clientOperations).sort()).toEqual(needing.map(([key]) => key).sort());
    expect(needing.length).toBeLessThan(Object.keys(operations).length);
  });
});

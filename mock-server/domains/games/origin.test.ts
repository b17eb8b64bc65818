import { describe, expect, it } from 'vitest';
import { fallbackOrigin, requestOrigin } from './origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('requestOrigin', () => {
  it('uses the Host the caller reached, or what a proxy forwarded', () => {
    expect(requestOrigin(headers({ host: 'localhost:4010' }))).toBe('http://localhost:4010');
    expect(
      requestOrigin(
        headers({
          host: 'internal:1',
          'x-forwarded-host': 'demo.example.test, proxy',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://demo.example.test');
  });

  it('falls back to the default origin without a usable host', () => {
    expect(requestOrigin(headers({}))).toBe(fallbackOrigin);
    expect(requestOrigin(headers({ host: 'evil.test/"><script>' }))).toBe(fallbackOrigin);
  });
});

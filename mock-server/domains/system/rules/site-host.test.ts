import { describe, expect, it } from 'vitest';
import { siteHostVerdict } from './site-host';

const context = {
  requestHost: 'demo.sandbox.test:4010',
  routeDomains: ['https://m.portal-demo.test', 'http://localhost:5173'],
};

describe('siteHostVerdict', () => {
  it('knows local, private-network and single-label hosts', () => {
    for (const host of [
      'localhost:5173',
      '127.0.0.1:4173',
      '[::1]:4010',
      '192.168.1.20:4010',
      '10.0.0.5',
      '172.20.1.1',
      'devbox:4010',
      'portal.local',
    ]) {
      expect(siteHostVerdict(host, context), host).toBe('known');
    }
  });

  it('knows the host the request came to and the hosts of the domain routes', () => {
    expect(siteHostVerdict('demo.sandbox.test:4010', context)).toBe('known');
    expect(siteHostVerdict('M.Portal-Demo.test', context)).toBe('known');
  });

  it('does not know public names it was not reached at', () => {
    expect(siteHostVerdict('unknown.example.test', context)).toBe('unknown');
    expect(siteHostVerdict('172.32.0.1', context)).toBe('unknown');
    expect(siteHostVerdict('demo.sandbox.test:4011', { ...context, requestHost: null })).toBe(
      'unknown',
    );
  });

  it('calls texts that are no host malformed', () => {
    expect(siteHostVerdict('http://localhost:5173/', context)).toBe('malformed');
    expect(siteHostVerdict('a host', context)).toBe('malformed');
  });
});

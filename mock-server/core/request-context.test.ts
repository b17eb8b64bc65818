import { describe, expect, it } from 'vitest';
import { localAddress, requestContext } from './request-context';

const trusted = (remoteAddress: string | null) => ({ remoteAddress, trustProxy: true });
const direct = (remoteAddress: string | null) => ({ remoteAddress, trustProxy: false });

describe('requestContext', () => {
  it('behind a trusted proxy reads the address from X-Forwarded-For, and device, language, user agent', () => {
    const headers = new Headers({
      'x-forwarded-for': '198.51.100.7, 10.0.0.1',
      'x-device': 'WEB',
      'accept-language': 'th-TH,th;q=0.9',
      'user-agent': 'Mozilla/5.0 test',
    });
    expect(requestContext(headers, new URLSearchParams(), trusted('127.0.0.1'))).toEqual({
      address: '198.51.100.7',
      device: 'WEB',
      language: 'th-TH',
      userAgent: 'Mozilla/5.0 test',
    });
  });

  it('without --trust-proxy takes the connection address and ignores the forwarding headers', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '192.0.2.4' });
    expect(requestContext(headers, new URLSearchParams(), direct('::1')).address).toBe('::1');
    expect(requestContext(headers, new URLSearchParams()).address).toBe(localAddress);
    // A client changing its User-Agent is still the same address.
    const a = requestContext(
      new Headers({ 'user-agent': 'a' }),
      new URLSearchParams(),
      direct('10.1.1.1'),
    );
    const b = requestContext(
      new Headers({ 'user-agent': 'b' }),
      new URLSearchParams(),
      direct('10.1.1.1'),
    );
    expect(a.address).toBe(b.address);
  });

  it('prefers the query language, falls back to X-Real-IP (trusted), the connection and the query device', () => {
    const headers = new Headers({ 'x-real-ip': '192.0.2.4', 'accept-language': 'th' });
    expect(
      requestContext(headers, new URLSearchParams('device=H5&language=EN'), trusted('10.0.0.9')),
    ).toEqual({
      address: '192.0.2.4',
      device: 'H5',
      language: 'EN',
      userAgent: null,
    });
    expect(requestContext(new Headers(), new URLSearchParams(), trusted('10.0.0.9'))).toEqual({
      address: '10.0.0.9',
      device: null,
      language: null,
      userAgent: null,
    });
    expect(requestContext(new Headers(), new URLSearchParams(), trusted(null)).address).toBe(
      localAddress,
    );
  });
});

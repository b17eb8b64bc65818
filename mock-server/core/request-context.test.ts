import { describe, expect, it } from 'vitest';
import { requestContext } from './request-context';

describe('requestContext', () => {
  it('reads address, device, language and user agent from headers and the declared query fields', () => {
    const headers = new Headers({
      'x-forwarded-for': '198.51.100.7, 10.0.0.1',
      'x-device': 'WEB',
      'accept-language': 'th-TH,th;q=0.9',
      'user-agent': 'Mozilla/5.0 test',
    });
    expect(requestContext(headers, new URLSearchParams())).toEqual({
      address: '198.51.100.7',
      device: 'WEB',
      language: 'th-TH',
      userAgent: 'Mozilla/5.0 test',
    });
  });

  it('prefers the query language, falls back to X-Real-IP and the query device, and says null for the rest', () => {
    const headers = new Headers({ 'x-real-ip': '192.0.2.4', 'accept-language': 'th' });
    expect(requestContext(headers, new URLSearchParams('device=H5&language=EN'))).toEqual({
      address: '192.0.2.4',
      device: 'H5',
      language: 'EN',
      userAgent: null,
    });
    expect(requestContext(new Headers(), new URLSearchParams())).toEqual({
      address: null,
      device: null,
      language: null,
      userAgent: null,
    });
  });
});

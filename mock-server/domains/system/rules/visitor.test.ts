import { describe, expect, it } from 'vitest';
import { countryOfIp, sandboxVisitorIp, visitorIp } from './visitor';

const headers = (values: Record<string, string>) => new Headers(values);

describe('visitor', () => {
  it('takes the first X-Forwarded-For address, else the fixed sandbox address', () => {
    expect(visitorIp(headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe(
      '198.51.100.7',
    );
    expect(visitorIp(headers({ 'x-forwarded-for': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(visitorIp(headers({}))).toBe(sandboxVisitorIp);
    expect(visitorIp(headers({ 'x-forwarded-for': '<script>' }))).toBe(sandboxVisitorIp);
  });

  it('places the documentation ranges in countries and knows nothing else', () => {
    expect(countryOfIp(sandboxVisitorIp)).toBe('PH');
    expect(countryOfIp('198.51.100.7')).toBe('US');
    expect(countryOfIp('192.0.2.9')).toBe('VN');
    expect(countryOfIp('10.1.2.3')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MockBackend } from '../../../core/backend';
import {
  allowRemoteControl,
  isLoopback,
  ownHostNames,
  refuseForeignControlCaller,
  refuseRemoteCaller,
  splitHost,
  remoteAddressHeader,
} from './control-access';

const backend = {} as MockBackend; // only its identity matters here
const from = (address: string | null) =>
  new Headers(address === null ? {} : { [remoteAddressHeader]: address });

describe('the control API on a shared sandbox', () => {
  it('knows loopback addresses in their IPv4, IPv6 and mapped forms', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['10.0.0.5', '::ffff:192.168.1.4', '2001:db8::1', '128.0.0.1'])
      expect(isLoopback(address)).toBe(false);
  });

  it('answers this machine and in-process hosts, and hides from others unless opened', () => {
    expect(refuseRemoteCaller(backend, from(null))).toBeNull();
    expect(refuseRemoteCaller(backend, from('127.0.0.1'))).toBeNull();
    expect(refuseRemoteCaller(backend, from('192.168.1.20'))).toMatchObject({
      status: 404,
      envelope: { code: 'not_found' },
    });
    allowRemoteControl(backend, true);
    expect(refuseRemoteCaller(backend, from('192.168.1.20'))).toBeNull();
    allowRemoteControl(backend, false);
    expect(refuseRemoteCaller(backend, from('192.168.1.20'))).not.toBeNull();
  });
});

describe('refuseForeignControlCaller', () => {
  const own = { names: ownHostNames('127.0.0.1'), port: 4010 };
  const ask = (
    headers: Record<string, string>,
    o: Parameters<typeof refuseForeignControlCaller>[1] = own,
  ) => refuseForeignControlCaller(new Headers(headers), o)?.envelope.field ?? null;

  it('lets the sandbox’s own names and pages through', () => {
    expect(ask({ host: '127.0.0.1:4010' })).toBeNull();
    expect(ask({ host: 'localhost:4010' })).toBeNull();
    expect(ask({ host: '[::1]:4010' })).toBeNull();
    expect(ask({ host: 'LOCALHOST:4010', origin: 'http://127.0.0.1:4010' })).toBeNull();
  });

  it('refuses a foreign Host (DNS rebinding), another port, a foreign or null Origin', () => {
    expect(ask({ host: 'evil.example:4010' })).toBe('header.host');
    expect(ask({ host: '127.0.0.1:4011' })).toBe('header.host');
    expect(ask({ host: '127.0.0.1' })).toBe('header.host');
    expect(ask({})).toBe('header.host');
    expect(ask({ host: '127.0.0.1:4010', origin: 'https://evil.example' })).toBe('header.origin');
    expect(ask({ host: '127.0.0.1:4010', origin: 'http://localhost:5173' })).toBe('header.origin');
    expect(ask({ host: '127.0.0.1:4010', origin: 'https://127.0.0.1:4010' })).toBe('header.origin');
    expect(ask({ host: '127.0.0.1:4010', origin: 'null' })).toBe('header.origin');
  });

  it('knows the --host value and, on every interface, the extra names it is given', () => {
    expect(ownHostNames('192.168.1.5').has('192.168.1.5')).toBe(true);
    expect(ownHostNames('0.0.0.0').has('0.0.0.0')).toBe(false);
    expect(ownHostNames('0.0.0.0', ['My-Laptop']).has('my-laptop')).toBe(true);
  });

  it('wants the control token when the sandbox has one', () => {
    const withToken = { ...own, token: 't0ken' };
    expect(ask({ host: '127.0.0.1:4010' }, withToken)).toBe('header.x-control-token');
    expect(ask({ host: '127.0.0.1:4010', 'x-control-token': 't0ke' }, withToken)).toBe(
      'header.x-control-token',
    );
    expect(ask({ host: '127.0.0.1:4010', 'x-control-token': 't0ken' }, withToken)).toBeNull();
  });

  it('splits hosts with and without ports', () => {
    expect(splitHost('[::1]:80')).toEqual({ name: '::1', port: 80 });
    expect(splitHost('example.test')).toEqual({ name: 'example.test', port: 80 });
    expect(splitHost('a b')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MockBackend } from '../../../core/backend';
import {
  allowRemoteControl,
  isLoopback,
  refuseRemoteCaller,
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

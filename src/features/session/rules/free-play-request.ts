import { b64JsonCodec } from '../../../../openapi/runtime/payload-codec';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type FreePlayRequest = components['schemas']['FreePlayRequest'];

/** The visitor's operating system as the contract names it, from the browser's user agent. */
export function osOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux|x11/i.test(userAgent)) return 'Linux';
  return 'Unknown';
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The free-play body of section 7: os, platform W, a fresh random string encrypted with the payload
 * codec (the server takes it as a one-time nonce), gateway version 3.
 */
export function freePlayRequest(
  userAgent: string,
  random: () => string = () => randomHex(16),
): FreePlayRequest {
  return {
    os: osOf(userAgent),
    platform: 'W',
    randomString: b64JsonCodec.encode(random()),
    gatewayVersion: 3,
  };
}

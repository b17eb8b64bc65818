import type { AppResourceRecord, DomainRouteRecord } from '../records';

/**
 * The route lines of the sandbox: the addresses it is usually reached at (sandbox server, dev server,
 * end-to-end preview), with fixed speeds so answers are stable. `getPermission` also knows these hosts.
 */
export const domainRouteSeed: readonly DomainRouteRecord[] = [
  { id: 1, domain: 'http://localhost:4010', speed: 35 },
  { id: 2, domain: 'http://127.0.0.1:4010', speed: 48 },
  { id: 3, domain: 'http://localhost:5173', speed: 62 },
  { id: 4, domain: 'http://127.0.0.1:4173', speed: 120 },
];

/** The app download page's resources; paths are made absolute with the origin of each request. */
export const appResourceSeed: readonly AppResourceRecord[] = [
  {
    id: 'IOS',
    url: '/sandbox/download/portal-ios.ipa',
    qrCodeImage: '/sandbox/img/qr-ios.svg',
    labelNameEn: 'iOS App',
  },
  {
    id: 'ANDROID',
    url: '/sandbox/download/portal-android.apk',
    qrCodeImage: '/sandbox/img/qr-android.svg',
    labelNameEn: 'Android App',
  },
  { id: 'LITE', url: '/', qrCodeImage: '/sandbox/img/qr-lite.svg', labelNameEn: 'Lite' },
];

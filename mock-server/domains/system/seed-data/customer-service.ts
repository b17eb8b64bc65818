import type { ServiceChannelRecord } from '../records';

export type ServiceChannelSeed = Omit<ServiceChannelRecord, 'cipherKey'>;

/**
 * The customer-service channels. Every type "3" target is the sandbox chat page except one: `EMAIL`
 * (enabled, not in the side menu) has a `javascript:` target as its first type "3" path, on purpose,
 * so the portal's rule of following only http(s) addresses can be exercised (`csType=EMAIL`).
 * `WHATSAPP` is disabled: asking for it answers 404 and it is left out of every list.
 */
export const serviceChannelSeed: readonly ServiceChannelSeed[] = [
  {
    id: 'LIVECHAT',
    name: 'Live chat',
    icon: '/sandbox/img/cs-livechat.svg',
    enabled: true,
    sortOrder: 0,
    paths: [
      { type: '3', target: '/sandbox/chat?cs=LIVECHAT' },
      { type: '1', target: '/sandbox/chat?cs=LIVECHAT&plain=1' },
    ],
  },
  {
    id: 'FACEBOOK',
    name: 'Facebook',
    icon: '/sandbox/img/cs-facebook.svg',
    enabled: true,
    sortOrder: 1,
    paths: [
      { type: '3', target: '/sandbox/chat?cs=FACEBOOK' },
      { type: '1', target: '/sandbox/chat?cs=FACEBOOK&plain=1' },
    ],
  },
  {
    id: 'TELEGRAM',
    name: 'Telegram',
    icon: '/sandbox/img/cs-telegram.svg',
    enabled: true,
    sortOrder: 2,
    paths: [
      { type: '3', target: '/sandbox/chat?cs=TELEGRAM' },
      { type: '2', target: '@sandbox_portal_support' },
    ],
  },
  {
    id: 'VIP',
    name: 'VIP host',
    icon: '/sandbox/img/cs-vip.svg',
    enabled: true,
    sortOrder: 3,
    paths: [{ type: '3', target: '/sandbox/chat?cs=VIP' }],
  },
  {
    id: 'EMAIL',
    name: 'Email',
    icon: '/sandbox/img/cs-email.svg',
    enabled: true,
    sortOrder: 4,
    paths: [
      { type: '3', target: "javascript:alert('cs-email')" },
      { type: '1', target: 'mailto:support@example.com' },
    ],
  },
  {
    id: 'WHATSAPP',
    name: 'WhatsApp',
    icon: '/sandbox/img/cs-whatsapp.svg',
    enabled: false,
    sortOrder: 5,
    paths: [{ type: '3', target: '/sandbox/chat?cs=WHATSAPP' }],
  },
];

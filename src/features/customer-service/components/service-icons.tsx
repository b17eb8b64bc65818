import type { SideMenuServiceType } from '../rules/chat-address';

/** Inline icons, so the side menu needs no images and follows the theme's colours. */
export function ServiceIcon({ type }: { type: SideMenuServiceType }) {
  const common = {
    width: 24,
    height: 24,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
  } as const;
  switch (type) {
    case 'LIVECHAT':
      return (
        <svg
          {...common}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
        </svg>
      );
    case 'FACEBOOK':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" />
        </svg>
      );
    case 'TELEGRAM':
      return (
        <svg {...common} fill="currentColor">
          <path d="M20.7 4.3 2.9 11.2c-1.2.5-1.2 1.2-.2 1.5l4.6 1.4 1.7 5.4c.2.6.4.8.8.8.4 0 .6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.4.2 1.6-.8l3-14.1c.3-1.2-.5-1.8-1.4-1.4ZM8.6 13.8l9.1-5.8c.4-.3.8-.1.5.2l-7.6 6.9-.3 3.2-1.7-4.5Z" />
        </svg>
      );
  }
}

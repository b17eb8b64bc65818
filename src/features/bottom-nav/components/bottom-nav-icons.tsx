import type { BottomItemId } from '../rules/current-item';

/** One stroke path per item: a few bytes each, since the bar is on every first page. */
const paths: Record<BottomItemId, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  games: 'M6 8h12a4 4 0 0 1 0 8H6a4 4 0 0 1 0-8zM8 10v4M6 12h4M15 11h.01M17 13h.01',
  promotions: 'M4 9h16v4H4zM6 13v8h12v-8M12 9v12M12 9C10 5 6 5 7 8M12 9c2-4 6-4 5-1',
  deposit: 'M3 7h18v12H3zM3 11h18M16 15h2',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

export function BottomNavIcon({ id }: { id: BottomItemId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[id]} />
    </svg>
  );
}

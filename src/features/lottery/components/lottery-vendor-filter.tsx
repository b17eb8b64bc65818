import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lotteryVendorHref } from '../rules/lottery-query';
import type { LotteryVendor } from '../rules/lottery-games';

/**
 * The lottery providers as links (`/lottery?vendor=<code>`, the address the header's vendor items
 * use), so the choice survives a reload and the back button.
 */
export function LotteryVendorFilter({
  vendors,
  current,
  nameOf,
}: {
  vendors: readonly LotteryVendor[];
  current: LotteryVendor | null;
  nameOf(vendor: LotteryVendor): string;
}) {
  const { t } = useTranslation();
  const entries: { vendor: LotteryVendor | null; label: string }[] = [
    { vendor: null, label: t('lottery.vendors.all') },
    ...vendors.map((vendor) => ({ vendor, label: nameOf(vendor) })),
  ];
  return (
    <nav className="lottery-vendors" aria-label={t('lottery.vendors.label')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.vendor ?? 'all'}>
            <Link
              className="lottery-vendors__link"
              to={lotteryVendorHref(entry.vendor)}
              replace
              aria-current={entry.vendor === current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

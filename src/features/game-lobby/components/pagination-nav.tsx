import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/pager/pager.css';
import { paginationItems } from '../../../lib/paging/pagination-items';

/**
 * The pagination nav (section 9: page range 3, margin pages 1). Pages are links to their own URL, so
 * they open in a new tab and back/forward step through them; the current page carries
 * `aria-current="page"`. Hidden when there is a single page.
 */
export function PaginationNav({
  current,
  total,
  hrefOf,
  onNavigate,
}: {
  current: number;
  total: number;
  /** The URL search (`?…`) of a page. */
  hrefOf(page: number): string;
  onNavigate?(page: number): void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const step = (page: number, label: string, symbol: string, enabled: boolean) =>
    enabled ? (
      <Link
        className="pager__link"
        to={{ search: hrefOf(page) }}
        aria-label={label}
        onClick={() => onNavigate?.(page)}
      >
        <span aria-hidden="true">{symbol}</span>
      </Link>
    ) : (
      <a className="pager__link" role="link" aria-disabled="true" aria-label={label}>
        <span aria-hidden="true">{symbol}</span>
      </a>
    );

  return (
    <nav className="pager" aria-label={t('game-lobby.pages.label')}>
      {step(current - 1, t('game-lobby.pages.previous'), '‹', current > 1)}
      {paginationItems(current, total).map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.after}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            className="pager__link"
            to={{ search: hrefOf(item.page) }}
            aria-label={t('game-lobby.pages.goTo', { page: item.page })}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => onNavigate?.(item.page)}
          >
            {item.page}
          </Link>
        ),
      )}
      {step(current + 1, t('game-lobby.pages.next'), '›', current < total)}
    </nav>
  );
}

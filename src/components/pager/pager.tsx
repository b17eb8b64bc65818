import { useTranslation } from 'react-i18next';
import { paginationItems } from '../../lib/paging/pagination-items';
import './pager.css';

/**
 * The pagination of a list that is not in the address (the member centre's records): section 9's
 * page range 3 and margin 1, as buttons; the current page carries `aria-current="page"`, previous
 * and next are disabled at the ends. Hidden when there is a single page. (The game lobby's pages
 * are links, `PaginationNav`, because its page is in the address.)
 */
export function Pager({
  current,
  total,
  label,
  onChoose,
}: {
  current: number;
  total: number;
  /** What the pages are of ("Deposit pages"): the navigation's name. */
  label: string;
  onChoose(page: number): void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const step = (page: number, name: string, symbol: string, enabled: boolean) => (
    <button
      type="button"
      className="pager__link"
      aria-label={name}
      disabled={!enabled}
      onClick={() => onChoose(page)}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <nav className="pager" aria-label={label}>
      {step(current - 1, t('common.pages.previous'), '‹', current > 1)}
      {paginationItems(current, total).map((item) =>
        item.kind === 'gap' ? (
          <span key={`gap-${item.after}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pager__link"
            aria-label={t('common.pages.goTo', { page: item.page })}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => (item.page === current ? undefined : onChoose(item.page))}
          >
            {item.page}
          </button>
        ),
      )}
      {step(current + 1, t('common.pages.next'), '›', current < total)}
      <span className="visually-hidden" aria-live="polite">
        {t('common.page', { page: current, pages: total })}
      </span>
    </nav>
  );
}

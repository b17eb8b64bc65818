import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../pager/pager';
import { QueryState, type QueryLike } from '../query-state';

interface PagedAnswer {
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/**
 * The body of a paged record list: loading, error with Retry and empty through `QueryState`, then
 * the list and its pager. While another page or filter loads the shown one stays, marked busy.
 */
export function RecordList<Answer extends PagedAnswer>({
  query,
  fetching,
  failedText,
  emptyText,
  pagesLabel,
  onPage,
  children,
}: {
  query: QueryLike<Answer>;
  fetching: boolean;
  failedText: string;
  emptyText: string;
  pagesLabel: string;
  onPage(page: number): void;
  children(answer: Answer): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="records-body" aria-busy={fetching || undefined}>
      <QueryState
        query={query}
        failedText={failedText}
        isEmpty={(answer) => answer.totalCount === 0}
        empty={<p className="records-empty">{emptyText}</p>}
      >
        {(answer) => (
          <>
            {children(answer)}
            <p className="records-count">{t('records.count', { count: answer.totalCount })}</p>
            <Pager
              current={answer.pageNo}
              total={answer.totalPages}
              label={pagesLabel}
              onChoose={onPage}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}

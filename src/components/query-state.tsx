import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../openapi/runtime/client/api-error';
import { Button } from './button';
import './query-state.css';

/** What a screen needs of a query (a TanStack `useQuery` result has it). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: ApiError | null;
  refetch(): unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The screen's skeleton while loading; by default a spinner line saying "Loading". */
  loading?: ReactNode;
  /** Said before the catalogue's message of the failure ("Could not load the draws."). */
  failedText?: string;
  /** Shown instead of `children` when `isEmpty(data)`; nothing by default. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Extra class on the loading and error boxes, for the screen's own spacing. */
  className?: string;
  children: (data: T) => ReactNode;
}

/** The one failure box: the catalogue text of the error and a Retry that asks again. */
export function QueryError({
  error,
  onRetry,
  failedText,
  className,
}: {
  error: ApiError;
  onRetry(): void;
  failedText?: string | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={`query-state query-state--error ${className ?? ''}`.trim()} role="alert">
      <p>
        {failedText ? `${failedText} ` : ''}
        {t(`errors.${error.key}`)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** The default loading line: a spinner and "Loading", announced politely (aria-busy). */
export function QueryLoading({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p className={`query-state ${className ?? ''}`.trim()} role="status" aria-busy="true">
      <span className="query-state__spinner" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

/**
 * Loading, error with retry, and empty for one query, the same way on every screen; the data
 * itself goes to `children`.
 */
export function QueryState<T>({
  query,
  loading,
  failedText,
  empty,
  isEmpty,
  className,
  children,
}: QueryStateProps<T>) {
  if (query.status === 'pending') return <>{loading ?? <QueryLoading className={className} />}</>;
  if (query.status === 'error' || query.data === undefined) {
    if (!query.error) return <>{loading ?? <QueryLoading className={className} />}</>;
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        failedText={failedText}
        className={className}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}

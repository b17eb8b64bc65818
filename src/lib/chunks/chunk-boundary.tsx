import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryFailedChunks } from './lazy-chunk';

/** 'Loading chunk failed' with Retry (import again) and Reload (the whole page). */
export function ChunkFailedMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chunk-failed" role="alert">
      <p>
        <strong>{t('common.chunkFailed.title')}</strong>
      </p>
      <p>{t('common.chunkFailed.body')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.chunkFailed.retry')}
      </button>{' '}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.chunkFailed.reload')}
      </button>
    </div>
  );
}

interface CatchProps {
  onRetry: () => void;
  children: ReactNode;
}

class CatchChunkError extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <ChunkFailedMessage onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Around every lazily loaded screen or dialog (in place of `Suspense`): while the chunk loads it
 * shows `fallback`; when the chunk cannot be fetched, or is still pending after 120 s (the
 * import gives up then, `lazyChunk`), it shows
 * 'Loading chunk failed' with Retry and Reload instead of blanking the page. Retry imports the
 * failed chunks again and renders the children afresh.
 */
export function ChunkBoundary({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryFailedChunks();
    setAttempt((n) => n + 1);
  };
  return (
    <CatchChunkError key={attempt} onRetry={retry}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchChunkError>
  );
}

/**
 * The app-level boundary: a render error in the page keeps the header and footer and says so,
 * with a way home; a new route renders afresh (`resetKey`).
 */
export class PageErrorBoundary extends Component<
  { resetKey: string; children: ReactNode; fallback: ReactNode },
  { failedAt: string | null }
> {
  override state: { failedAt: string | null } = { failedAt: null };
  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }
  override componentDidCatch(error: unknown) {
    console.error('[portal] a page failed to render:', error);
    this.setState({ failedAt: this.props.resetKey });
  }
  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey))
      return this.props.fallback;
    return this.props.children;
  }
}

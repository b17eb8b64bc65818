import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The 'Loading chunk failed' rule (sections 8 and 9): a chunk still pending after this fails. */
export const chunkTimeoutMs = 120_000;

// Resets of the lazy components whose chunk failed: a Retry makes them import again.
const failed = new Set<() => void>();

/** Makes every lazy component whose chunk failed import it again on its next render. */
export function retryFailedChunks(): void {
  const resets = [...failed];
  failed.clear();
  for (const reset of resets) reset();
}

/** The import, failed when it has not settled after `ms` (a pending chunk counts as failed). */
function settledWithin<T>(load: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Loading chunk failed: still pending after ${ms / 1000} s`)),
      ms,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A thenable that calls back synchronously (React.lazy then renders the module in the same pass). */
function answeredAtOnce<T>(value: T): Promise<T> {
  const thenable = {
    then(resolve: (value: T) => void) {
      resolve(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * `React.lazy` that can be retried and that gives up after 120 s: the timeout lives in the import
 * itself, so it holds however the screen is rendered (a router transition keeps the old screen
 * and never shows a Suspense fallback). React keeps a rejected import for good, so after a failure the
 * component swaps in a fresh `lazy` when `retryFailedChunks` runs (the chunk boundary's Retry).
 * The returned function gives the current lazy component; render that.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  loaded: () => { default: ComponentType<Props> } | null = () => null,
): () => LazyExoticComponent<ComponentType<Props>> {
  const make = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() => {
      // Code already here (asked for ahead, `lazyWithTexts`' preloadCode): a thenable that answers
      // at once, which React takes without suspending, so nothing waits for a fallback's turn.
      const ready = loaded();
      if (ready) return answeredAtOnce(ready);
      return settledWithin(load(), chunkTimeoutMs).catch((error: unknown) => {
        failed.add(() => {
          current = make();
        });
        throw error;
      });
    });
  let current = make();
  return () => current;
}

/** A lazily loaded component that a chunk boundary's Retry can load again. */
export function lazyChunk<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const current = retryableLazy(load);
  function Chunk(props: Props) {
    const Component = current();
    return <Component {...props} />;
  }
  return Chunk;
}

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

/**
 * `React.lazy` that can be retried: React keeps a rejected import for good, so after a failure the
 * component swaps in a fresh `lazy` when `retryFailedChunks` runs (the chunk boundary's Retry).
 * The returned function gives the current lazy component; render that.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): () => LazyExoticComponent<ComponentType<Props>> {
  const make = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(() => {
          current = make();
        });
        throw error;
      }),
    );
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

import { use, type ComponentType } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { retryableLazy } from '../chunks/lazy-chunk';
import { loadTexts, type OnDemandArea } from './i18n';

/** One promise per instance and set of areas, so `use` sees the same promise on every render. */
const ready = new WeakMap<i18n, Map<string, Promise<void>>>();

function textsReady(instance: i18n, areas: readonly OnDemandArea[]): Promise<void> {
  let byAreas = ready.get(instance);
  if (!byAreas) {
    byAreas = new Map();
    ready.set(instance, byAreas);
  }
  const key = [...areas].sort().join(',');
  let promise = byAreas.get(key);
  if (!promise) {
    const forInstance = byAreas;
    promise = loadTexts(instance, areas);
    // A failed load is not kept: the next render asks again.
    promise.catch(() => forInstance.delete(key));
    forInstance.set(key, promise);
  }
  return promise;
}

/**
 * `React.lazy` for a screen or dialog whose texts are on demand (`locales/<lang>/on-demand/`): its
 * code and its texts load side by side, and it renders (inside the caller's `Suspense`) once both
 * are there, so it never shows a key in place of a text. A chunk that fails to load can be loaded
 * again (`ChunkBoundary`'s Retry, lib/chunks).
 */
export function lazyWithTexts<Props extends object>(
  areas: readonly OnDemandArea[],
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const currentCode = retryableLazy(async () => {
    const { default: Screen } = await load();
    function TextsGate(props: Props) {
      const { i18n } = useTranslation();
      use(textsReady(i18n, areas));
      return <Screen {...props} />;
    }
    return { default: TextsGate };
  });
  function WithTexts(props: Props) {
    const { i18n } = useTranslation();
    // Starts the texts now, while the code is being fetched.
    void textsReady(i18n, areas);
    const Code = currentCode();
    return <Code {...props} />;
  }
  return WithTexts;
}

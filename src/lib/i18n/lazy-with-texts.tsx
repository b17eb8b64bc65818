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
    const loading = loadTexts(instance, areas);
    // Marked as React's `use` reads a settled promise: texts already here render without suspending.
    loading.then(
      () => Object.assign(loading, { status: 'fulfilled', value: undefined }),
      // A failed load is not kept: the next render asks again.
      () => forInstance.delete(key),
    );
    forInstance.set(key, loading);
    promise = loading;
  }
  return promise;
}

/** A screen from `lazyWithTexts`, whose code and texts can be asked for before it renders. */
export type LazyScreen<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the screen's code (a page that will show it as soon as the app renders). */
  preloadCode(): void;
  /** Starts loading its on-demand texts into `instance`. */
  preloadTexts(instance: i18n): void;
};

/**
 * `React.lazy` for a screen or dialog whose texts are on demand (`locales/<lang>/on-demand/`): its
 * code and its texts load side by side, and it renders (inside the caller's `Suspense`) once both
 * are there, so it never shows a key in place of a text. A chunk that fails to load can be loaded
 * again (`ChunkBoundary`'s Retry, lib/chunks).
 */
export function lazyWithTexts<Props extends object>(
  areas: readonly OnDemandArea[],
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyScreen<Props> {
  let gate: { default: ComponentType<Props> } | null = null;
  const loadGate = async () => {
    const { default: Screen } = await load();
    function TextsGate(props: Props) {
      const { i18n } = useTranslation();
      use(textsReady(i18n, areas));
      return <Screen {...props} />;
    }
    gate ??= { default: TextsGate };
    return gate;
  };
  const currentCode = retryableLazy(loadGate, () => gate);
  function WithTexts(props: Props) {
    const { i18n } = useTranslation();
    // Starts the texts now, while the code is being fetched.
    void textsReady(i18n, areas);
    const Code = currentCode();
    return <Code {...props} />;
  }
  WithTexts.preloadCode = () => {
    // Once here, the screen renders without suspending; the render's own import finds the module
    // on its way otherwise. A failure shows where the screen renders (its ChunkBoundary), not here.
    loadGate().catch(() => undefined);
  };
  WithTexts.preloadTexts = (instance: i18n) => {
    // A failed load is handled in textsReady (and asked for again by the render).
    void textsReady(instance, areas);
  };
  return WithTexts;
}

import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import { noticePagesAtom, type PageEntry } from '../state/notice-atoms';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { requestNoticePage } from './notice-pages';

/** One page of announcements from the session cache, asked for when missing. */
export function useNoticePage(pageNo: number): { entry: PageEntry; retry(): void } {
  const store = useStore();
  const language = useLanguageCode();
  const key = `${language}:${pageNo}`;
  const pages = useAtomValue(noticePagesAtom);

  const load = useCallback(async () => {
    store.set(noticePagesAtom, (all) => ({ ...all, [key]: { state: 'loading' } }));
    const result = await requestNoticePage(pageNo, language);
    const entry: PageEntry = result.ok
      ? { state: 'ready', page: result.value }
      : { state: 'error', error: result.error };
    store.set(noticePagesAtom, (all) => ({ ...all, [key]: entry }));
  }, [store, key, pageNo, language]);

  useEffect(() => {
    if (store.get(noticePagesAtom)[key]) return;
    void load();
  }, [store, key, load]);

  return { entry: pages[key] ?? { state: 'loading' }, retry: () => void load() };
}

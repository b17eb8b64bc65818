import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { openMenuCountAtom } from '../lib/stores/dialog-atoms';

/** Counts this menu in `openMenuCountAtom` while `open` is true (and until it unmounts). */
export function useMenuOpenReport(open: boolean): void {
  const setCount = useSetAtom(openMenuCountAtom);
  useEffect(() => {
    if (!open) return;
    setCount((count) => count + 1);
    return () => setCount((count) => count - 1);
  }, [open, setCount]);
}

import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { menuWakeAtom } from '../state/nav-atoms';

/**
 * For a real (Radix) menu replacing its deferred trigger: the one the visitor opened takes the
 * focus and opens on mount. Returns the trigger ref and the open state.
 */
export function useWakeHandoff(menuId: string) {
  const store = useStore();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A pointer-opened menu mounts open; a keyboard-opened one is opened by the keyboard below, so
  // Radix knows to move the focus to its first item.
  const [open, setOpen] = useState(() => {
    const wake = store.get(menuWakeAtom);
    return wake.open === menuId && wake.via === 'pointer';
  });
  // On mount: the wake is read from the store, not subscribed to, because later wakes belong to
  // deferred triggers, which are gone by then.
  useEffect(() => {
    const wake = store.get(menuWakeAtom);
    if (wake.focus !== menuId && wake.open !== menuId) return;
    const trigger = triggerRef.current;
    trigger?.focus();
    if (wake.open === menuId && wake.via === 'keyboard') {
      trigger?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
    }
    store.set(menuWakeAtom, (current) => ({
      ...current,
      focus: current.focus === menuId ? null : current.focus,
      open: current.open === menuId ? null : current.open,
    }));
  }, [store, menuId]);
  return { triggerRef, open, setOpen };
}

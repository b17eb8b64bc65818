import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { menuWakeAtom } from '../state/nav-atoms';

/**
 * A header menu's trigger before the dropdown code has loaded: looks and reads like the real one
 * (a button that opens a menu). Pointing at it or focusing it fetches the code; clicking it, or
 * Enter, Space or Arrow Down, swaps every header menu for the real one, this one open and focused.
 * (Swapping on hover or focus would replace the button under a click in progress.)
 */
export function DeferredTrigger({
  menuId,
  active,
  preload,
  children,
}: {
  menuId: string;
  active?: boolean;
  /** Starts fetching the dropdown code. */
  preload(): void;
  children: ReactNode;
}) {
  const setWake = useSetAtom(menuWakeAtom);
  const wake = (via: 'keyboard' | 'pointer') =>
    setWake({ awake: true, focus: menuId, open: menuId, via });
  return (
    <button
      type="button"
      className="game-nav__trigger"
      data-active={active || undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => wake('pointer')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          wake('keyboard');
        }
      }}
    >
      {children}
      <span className="game-nav__chevron" aria-hidden="true">
        ▾
      </span>
    </button>
  );
}

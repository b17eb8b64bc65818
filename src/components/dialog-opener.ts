import { createContext, type RefObject } from 'react';

/**
 * The element that opened the dialog host's dialog. Focus goes back to it when the dialog closes:
 * Radix cannot know it, since the host mounts a dialog on an atom (no trigger) after its chunk
 * loads, and a dialog that opened the next one (login → register) is gone by the time that closes.
 * Tiny on purpose: the host is on the first page, the dialog component is not.
 */
export const DialogOpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

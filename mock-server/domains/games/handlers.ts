import type { AnyHandler } from '../../core/define-handler';

/** The games domain's operation handlers. */
export const gamesHandlers: AnyHandler[] = [];

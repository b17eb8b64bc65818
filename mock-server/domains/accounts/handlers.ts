import type { AnyHandler } from '../../core/define-handler';

/** The accounts domain's operation handlers. */
export const accountsHandlers: AnyHandler[] = [];

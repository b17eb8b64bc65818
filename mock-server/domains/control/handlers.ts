import type { AnyHandler } from '../../core/define-handler';

/** The control domain's operation handlers. */
export const controlHandlers: AnyHandler[] = [];

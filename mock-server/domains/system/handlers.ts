import type { AnyHandler } from '../../core/define-handler';

/** The system domain's operation handlers. */
export const systemHandlers: AnyHandler[] = [];

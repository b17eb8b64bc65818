import type { AnyHandler } from '../../core/define-handler';

/** The wallet domain's operation handlers. */
export const walletHandlers: AnyHandler[] = [];

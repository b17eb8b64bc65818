import type { AnyHandler } from '../../core/define-handler';

/** The engagement domain's operation handlers. */
export const engagementHandlers: AnyHandler[] = [];

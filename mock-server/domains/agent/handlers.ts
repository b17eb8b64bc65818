import type { AnyHandler } from '../../core/define-handler';

/** The agent domain's operation handlers. */
export const agentHandlers: AnyHandler[] = [];

import type { ClockTask } from './core/clock-tasks';
import { accountsClockTasks } from './domains/accounts/clock-tasks';
import { agentClockTasks } from './domains/agent/clock-tasks';

/** Every task of the mock that falls due as the sandbox clock passes (see core/clock-tasks.ts). */
export const allClockTasks: readonly ClockTask[] = [...agentClockTasks, ...accountsClockTasks];

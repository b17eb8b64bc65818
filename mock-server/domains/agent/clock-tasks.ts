import type { ClockTask } from '../../core/clock-tasks';
import { isRealtimeSalaryDue, settleRealtimeSalaryUpTo } from './rules/realtime-salary';

/** The agent domain's work that falls due with the clock: real-time salary every 5 minutes. */
export const agentClockTasks: readonly ClockTask[] = [
  {
    name: 'realtimeSalary',
    isDue: isRealtimeSalaryDue,
    run: async (backend) =>
      (await settleRealtimeSalaryUpTo(backend, backend.clock.nowMs())) !== null,
  },
];

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { processContract } from '../rules/process-contract';

export const processDailySalaryContractHandler = defineHandler(
  'processDailySalaryContract',
  'agent',
  async (ctx) => {
    const result = await processContract('dailySalary', ctx);
    return result.kind === 'failure' ? result : ok<'processDailySalaryContract'>(result);
  },
);

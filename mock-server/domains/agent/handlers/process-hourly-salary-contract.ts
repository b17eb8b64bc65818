import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { processContract } from '../rules/process-contract';

export const processHourlySalaryContractHandler = defineHandler(
  'processHourlySalaryContract',
  'agent',
  async (ctx) => {
    const result = await processContract('hourlySalary', ctx);
    return result.kind === 'failure' ? result : ok<'processHourlySalaryContract'>(result);
  },
);

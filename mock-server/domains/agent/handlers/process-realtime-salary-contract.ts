import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { processContract } from '../rules/process-contract';

export const processRealtimeSalaryContractHandler = defineHandler(
  'processRealtimeSalaryContract',
  'agent',
  async (ctx) => {
    const result = await processContract('realtimeSalary', ctx);
    return result.kind === 'failure' ? result : ok<'processRealtimeSalaryContract'>(result);
  },
);

import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { processContract } from '../rules/process-contract';

export const processDividendContractHandler = defineHandler(
  'processDividendContract',
  'agent',
  async (ctx) => {
    const result = await processContract('dividend', ctx);
    return result.kind === 'failure' ? result : ok<'processDividendContract'>(result);
  },
);

import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { exclusionView } from '../presenters';
import { startExclusion } from '../rules/exclusion-store';

export const startTimeOutHandler = defineHandler(
  'startTimeOut',
  'realMember',
  async ({ backend, me, body }) => {
    const outcome = await startExclusion(
      backend,
      me(),
      { kind: 'timeOut', period: body.period },
      body.password,
    );
    return outcome.kind === 'ok' ? created<'startTimeOut'>(exclusionView(outcome.value)) : outcome;
  },
);

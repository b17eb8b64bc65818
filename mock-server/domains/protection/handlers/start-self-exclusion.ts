import { defineHandler } from '../../../core/define-handler';
import { created } from '../../../core/envelope';
import { exclusionView } from '../presenters';
import { startExclusion } from '../rules/exclusion-store';

export const startSelfExclusionHandler = defineHandler(
  'startSelfExclusion',
  'realMember',
  async ({ backend, me, body }) => {
    const outcome = await startExclusion(
      backend,
      me(),
      { kind: 'selfExclusion', period: body.period },
      body.password,
    );
    return outcome.kind === 'ok'
      ? created<'startSelfExclusion'>(exclusionView(outcome.value))
      : outcome;
  },
);

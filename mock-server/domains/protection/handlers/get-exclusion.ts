import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { exclusionView } from '../presenters';
import { currentExclusion } from '../rules/exclusion-store';

export const getExclusionHandler = defineHandler(
  'getExclusion',
  'realMember',
  ({ backend, me }) => {
    const exclusion = currentExclusion(backend.db, me().id, backend.clock.nowMs());
    return ok<'getExclusion'>(exclusion ? exclusionView(exclusion) : null);
  },
);

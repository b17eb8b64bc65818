import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { scenarios } from '../rules/scenarios';

export const listScenariosHandler = defineHandler(
  'listScenarios',
  'anyone',
  localOnly(() =>
    ok<'listScenarios'>(
      scenarios.map(({ name, description, openAs }) => ({ name, description, openAs })),
    ),
  ),
);

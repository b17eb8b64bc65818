import { defineHandler } from '../../../core/define-handler';
import { fail, ok, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf } from '../rules/sandbox-hub-port';
import { scenarioNamed } from '../rules/scenarios';

/** Reset to the seed plus the scenario's steps (made on a scratch copy, then imported whole). */
export const applyScenarioHandler = defineHandler(
  'applyScenario',
  'anyone',
  localOnly(async ({ backend, path }) => {
    if (!scenarioNamed(path.name))
      return fail(404, 'not_found', `no scenario ${path.name}`, { field: 'path.name' });
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    return ok<'applyScenario'>(await hub.applyScenario(backend, path.name));
  }),
);

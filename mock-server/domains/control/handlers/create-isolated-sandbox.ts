import { defineHandler } from '../../../core/define-handler';
import { created, fail, refusals } from '../../../core/envelope';
import { localOnly } from '../rules/control-access';
import { noHubMessage, sandboxHubOf, sandboxSourceOf } from '../rules/sandbox-hub-port';

export const createIsolatedSandboxHandler = defineHandler(
  'createIsolatedSandbox',
  'anyone',
  localOnly(async ({ backend, body }) => {
    const hub = sandboxHubOf(backend);
    if (!hub) return refusals.notFound(noHubMessage);
    const source = sandboxSourceOf(body.from, body.name);
    if (typeof source === 'string') return refusals.invalid('body.name', source);
    const made = await hub.createSandbox(source);
    if (made === 'limit')
      return fail(409, 'quota_exceeded', `at most ${hub.maxSandboxes} isolated sandboxes`, {
        field: 'body.from',
      });
    if (made === 'no-snapshot')
      return fail(404, 'not_found', `no snapshot ${body.name ?? ''}`, { field: 'body.name' });
    if (made === 'no-scenario')
      return fail(404, 'not_found', `no scenario ${body.name ?? ''}`, { field: 'body.name' });
    return created<'createIsolatedSandbox'>(made);
  }),
);

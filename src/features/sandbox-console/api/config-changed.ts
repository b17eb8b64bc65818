import { useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { getPermissionOptions } from '../../../lib/site/api/use-get-permission';
import { getSystemStatusOptions } from '../../../lib/site/api/use-get-system-status';
import { getSandboxConfigOptions } from './use-get-sandbox-config';

type SandboxConfig = components['schemas']['SandboxConfig'];

/**
 * After a control call that answers the config: the config query takes the answer, and the portal's
 * status and permission are read again (in the dev panel, the page under it follows at once; other
 * open portals follow through the live stream, /sandbox/events).
 */
export function useConfigChanged() {
  const queryClient = useQueryClient();
  return async (answer: { value: SandboxConfig }) => {
    queryClient.setQueryData(getSandboxConfigOptions().queryKey, {
      success: true,
      value: answer.value,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getSystemStatusOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: getPermissionOptions().queryKey }),
    ]);
  };
}

import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';

type SandboxSystemStatus = components['schemas']['SandboxSystemStatus'];

/**
 * The mock backend's control API (openapi/paths/mock-control): sandbox only, never a real platform.
 * Each call answers with the sandbox configuration after the change (the panel puts it in the
 * `getSandboxConfig` query).
 */

export const switchSystemStatus = (status: SandboxSystemStatus) =>
  toResult(api.PUT('/__mock/system-status', { body: status }));

export const switchFeatureFlags = (flags: Record<string, boolean>) =>
  toResult(api.PUT('/__mock/flags', { body: { flags } }));

export const resetSandbox = () => toResult(api.POST('/__mock/reset', { body: {} }));

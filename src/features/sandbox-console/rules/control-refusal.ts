import type { ApiError } from '../../../../openapi/runtime/client/api-error';

/**
 * Why the control API refused the console, as the sandbox server says it (mock-server/README.md,
 * "Control API"), so the console can say exactly what to do:
 * - `tokenNeeded`: started with `--control-token`, and this call sent none or a wrong one;
 * - `otherMachine`: 404 from a sandbox that answers only its own machine (no `--open-control`);
 * - `foreignAddress`: the page was opened by a name or from an origin the sandbox does not own;
 * - `unreachable`: no answer at all (the server is down, or this is not a sandbox).
 */
export type ControlRefusal = 'tokenNeeded' | 'otherMachine' | 'foreignAddress' | 'unreachable';

export function controlRefusalOf(error: ApiError | null | undefined): ControlRefusal | null {
  if (!error) return null;
  if (error.status === 403 && error.field === 'header.x-control-token') return 'tokenNeeded';
  if (error.status === 403 && (error.field === 'header.host' || error.field === 'header.origin'))
    return 'foreignAddress';
  if (error.status === 404 && error.key === 'not_found') return 'otherMachine';
  if (error.status === 0) return 'unreachable';
  return null;
}

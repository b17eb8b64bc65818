import type { MockBackend } from '../../core/backend';
import { type SandboxConfigView, settingsOf } from './rules/sandbox-config';

/** The sandbox's switches as the control API shows them (copies: callers cannot change the config). */
export function sandboxConfigView(backend: MockBackend): SandboxConfigView {
  const { config } = backend;
  return {
    systemStatus: { ...config.systemStatus },
    flags: { ...config.flags },
    faults: config.faults.map((rule) => ({ ...rule })),
    settings: settingsOf(config),
    clockOffsetMs: backend.clock.offsetMs,
    seed: backend.seed.seed,
  };
}

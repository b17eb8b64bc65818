import type { MockBackend } from '../../core/backend';
import { type SandboxConfigView, settingsOf } from './rules/sandbox-config';
import { brandSettingsOf } from '../system/rules/brand-settings';
import { merchantSettings } from '../wallet/rules/balances';

/** The sandbox's switches as the control API shows them (copies: callers cannot change the config). */
export function sandboxConfigView(backend: MockBackend): SandboxConfigView {
  const { config } = backend;
  return {
    systemStatus: { ...config.systemStatus },
    flags: { ...config.flags },
    faults: config.faults.map((rule) => ({ ...rule })),
    settings: settingsOf(config),
    brand: brandSettingsOf(config, merchantSettings(backend.db).currencySymbol),
    clockOffsetMs: backend.clock.offsetMs,
    seed: backend.seed.seed,
  };
}

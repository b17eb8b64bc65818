import type { Schemas } from '../../../core/handler-types';
import type { MockConfig } from '../../../core/mock-config';

export type SandboxConfigView = Schemas['SandboxConfig'];
export type SandboxSettings = Required<Schemas['SandboxSettings']>;

/** The timings the control API may change: the numeric fields of the mock config. */
export const settingNames = [
  'autoReceiptMinutes',
  'smsExpiredMinutes',
  'smsResendSeconds',
  'timeoutMs',
  'passwordMaxAgeDays',
  'paymentPasswordLockMinutes',
  'loginMaxFailures',
  'loginLockMinutes',
  'freePlaysPerAddressPerHour',
  'registrationsPerAddressPerHour',
  'smsCodesPerAddressPerHour',
  'failedLoginsPerAddressPerHour',
  'downlineRegistrationsPerAgentPerHour',
  'sessionIdleMinutes',
  'sessionMaxHours',
  'sessionsPerMember',
] as const satisfies readonly (keyof SandboxSettings & keyof MockConfig)[];

export type SettingName = (typeof settingNames)[number];

export function isSettingName(name: string): name is SettingName {
  return (settingNames as readonly string[]).includes(name);
}

export function settingsOf(config: MockConfig): SandboxSettings {
  return {
    autoReceiptMinutes: config.autoReceiptMinutes,
    smsExpiredMinutes: config.smsExpiredMinutes,
    smsResendSeconds: config.smsResendSeconds,
    timeoutMs: config.timeoutMs,
    passwordMaxAgeDays: config.passwordMaxAgeDays,
    paymentPasswordLockMinutes: config.paymentPasswordLockMinutes,
    loginMaxFailures: config.loginMaxFailures,
    loginLockMinutes: config.loginLockMinutes,
    freePlaysPerAddressPerHour: config.freePlaysPerAddressPerHour,
    registrationsPerAddressPerHour: config.registrationsPerAddressPerHour,
    smsCodesPerAddressPerHour: config.smsCodesPerAddressPerHour,
    failedLoginsPerAddressPerHour: config.failedLoginsPerAddressPerHour,
    downlineRegistrationsPerAgentPerHour: config.downlineRegistrationsPerAgentPerHour,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionMaxHours: config.sessionMaxHours,
    sessionsPerMember: config.sessionsPerMember,
  };
}

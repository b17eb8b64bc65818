import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import type { MenuName } from '../records';
import { defaultRegisterValidators } from '../register-validators';
import { registerSettingsFor } from '../rules/register-settings';
import { buildWhitelabelTree } from '../rules/whitelabel-tree';
import { throttleRefusal } from './site-config-throttle';

/** The flags tree, built from `config.flags` on every request. */
export const getWhitelabel = defineHandler('getWhitelabel', 'anyone', ({ backend, headers }) => {
  const throttled = throttleRefusal(backend, 'getWhitelabel', headers);
  if (throttled) return throttled;
  return ok<'getWhitelabel'>(buildWhitelabelTree(backend.config.flags));
});

export const getRegisterSettings = defineHandler(
  'getRegisterSettings',
  'anyone',
  ({ backend, headers }) => {
    const throttled = throttleRefusal(backend, 'getRegisterSettings', headers);
    if (throttled) return throttled;
    return ok<'getRegisterSettings'>(
      registerSettingsFor(backend.config.flags, defaultRegisterValidators()),
    );
  },
);

/** Exactly the rules registration enforces (the accounts domain checks the same object). */
export const getRegisterValidators = defineHandler(
  'getRegisterValidators',
  'anyone',
  ({ backend, headers }) => {
    const throttled = throttleRefusal(backend, 'getRegisterValidators', headers);
    if (throttled) return throttled;
    return ok<'getRegisterValidators'>(defaultRegisterValidators());
  },
);

const menus: readonly MenuName[] = ['header', 'memberCentre', 'agentCentre'];

/** The same menus for every device; the portal combines them with the flags and the account type. */
export const getMenuSettings = defineHandler('getMenuSettings', 'anyone', ({ backend }) => {
  const menu = (name: MenuName): Schemas['MenuSetting'][] =>
    backend.db
      .menuSettingsOf(name)
      .sort((a, b) => a.sort - b.sort)
      .map(({ key, enabled, sort }) => ({ key, enabled, sort }));
  const [header, memberCentre, agentCentre] = menus.map(menu);
  return ok<'getMenuSettings'>({
    header: header ?? [],
    memberCentre: memberCentre ?? [],
    agentCentre: agentCentre ?? [],
  });
});

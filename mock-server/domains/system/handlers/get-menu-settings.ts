import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import type { Schemas } from '../../../core/handler-types';
import type { MenuName } from '../records';

const menus: readonly MenuName[] = ['header', 'memberCentre', 'agentCentre'];

/** The same menus for every device; the portal combines them with the flags and the account type. */
export const getMenuSettingsHandler = defineHandler('getMenuSettings', 'anyone', ({ backend }) => {
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

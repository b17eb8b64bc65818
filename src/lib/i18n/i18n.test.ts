import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, createI18n, loadTexts, missingTextWarning, onDemandAreas } from './i18n';

const locales = path.resolve(import.meta.dirname, '../../../locales');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the portal texts', () => {
  it('names every file of locales/<lang>/on-demand/ as an on-demand area, and no other', () => {
    for (const folder of ['en', 'ty', 'cn', 'id', 'th', 'vi']) {
      const files = readdirSync(path.join(locales, folder, 'on-demand')).map((f) => f.slice(0, -5));
      expect(files.sort(), folder).toEqual([...onDemandAreas].sort());
    }
  });

  it('starts with the first page texts only; a screen area comes when asked for', async () => {
    const i18n = await createI18n('EN');
    expect(i18n.exists('common.loading')).toBe(true);
    expect(i18n.exists('lottery.lists.label')).toBe(false);
    await loadTexts(i18n, ['lottery']);
    expect(i18n.t('lottery.lists.label')).not.toBe('lottery.lists.label');
  });

  it('loads an asked-for area in the current language and in any language chosen later', async () => {
    const i18n = await createI18n('TY');
    await loadTexts(i18n, ['game-lobby']);
    const tagalog = i18n.t('game-lobby.search.label');
    expect(i18n.getResource('EN', 'translation', 'game-lobby.search.label')).toBeTruthy();
    expect(tagalog).toBe(i18n.getResource('TY', 'translation', 'game-lobby.search.label'));

    await changeLanguage(i18n, 'VI');
    expect(i18n.t('game-lobby.search.label')).toBe(
      i18n.getResource('VI', 'translation', 'game-lobby.search.label'),
    );
    expect(i18n.t('game-lobby.search.label')).not.toBe(tagalog);
    // Areas never asked for stay behind.
    expect(i18n.getResource('VI', 'translation', 'lottery')).toBeUndefined();
  });

  it('warns in the console about a key that has no text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = await createI18n('EN');
    i18n.t('lottery.lists.label');
    expect(warn).toHaveBeenCalledWith(`${missingTextWarning} lottery.lists.label`);
  });
});

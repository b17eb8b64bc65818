import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, themeAtom } from './theme';

/** Switches light and dark; the choice is remembered (local storage `theme`). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useAtom(themeAtom);
  useEffect(() => applyTheme(theme), [theme]);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="header__icon-button"
      aria-label={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme(next)}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}

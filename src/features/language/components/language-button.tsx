import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLanguageCode } from '../../../hooks/use-language-code';
import { languages } from '../../../lib/i18n/languages';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import './language.css';

/** The header's language button: shows the current language and opens the language dialog. */
export function LanguageButton() {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  const code = useLanguageCode();
  const name = languages.find((l) => l.code === code)?.nativeName ?? code;
  return (
    <button
      type="button"
      className="language-button"
      aria-label={t('language.button', { name, code })}
      aria-haspopup="dialog"
      onClick={() => openDialog('language')}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <span>{code}</span>
    </button>
  );
}

import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { languages, type LanguageCode } from '../../../lib/i18n/languages';
import { brandAtom } from '../../../lib/site/site-atoms';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { useChooseLanguage } from '../api/use-choose-language';
import './language.css';

/**
 * The language dialog (section 2): the brand's languages (`getSystemStatus`'s `brand`, else EN and
 * TY, section 1). The other language files are not offered: the brand does not support them. Choosing one switches at once and closes;
 * if the member's account could not be told, the dialog stays open and says so.
 */
export default function LanguageDialog({ onClose }: DialogComponentProps) {
  const { t, i18n } = useTranslation();
  const choose = useChooseLanguage();
  const brand = useAtomValue(brandAtom);
  const [busy, setBusy] = useState<LanguageCode | null>(null);
  const [serverError, setServerError] = useState<ApiError | null>(null);

  const pick = async (code: LanguageCode) => {
    if (code === i18n.language) {
      onClose();
      return;
    }
    setBusy(code);
    setServerError(null);
    const error = await choose(code);
    setBusy(null);
    if (error) setServerError(error);
    else onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('language.title')}
      description={t('language.description')}
      testId="language-dialog"
    >
      <ul className="language-list">
        {brand.supportedLanguages.map((code) => {
          const language = languages.find((l) => l.code === code);
          const current = code === i18n.language;
          return (
            <li key={code}>
              <button
                type="button"
                className="language-option"
                aria-pressed={current}
                aria-busy={busy === code || undefined}
                disabled={busy !== null}
                onClick={() => void pick(code)}
              >
                <span className="language-option__native" lang={language?.htmlLang}>
                  {language?.nativeName ?? code}
                </span>
                <span className="language-option__code" aria-hidden="true">
                  {code}
                </span>
                <span className="language-option__check" aria-hidden="true">
                  {current ? '✓' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {serverError ? (
        <p className="language-error" role="alert">
          {t('language.notSaved', { reason: t(`errors.${serverError.key}`) })}
        </p>
      ) : null}
    </Dialog>
  );
}

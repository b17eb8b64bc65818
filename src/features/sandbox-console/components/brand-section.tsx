import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { languages, type LanguageCode } from '../../../lib/i18n/languages';
import { builtInBrand } from '../../../lib/site/brand-settings';
import { useSetBrandSettings } from '../api/use-set-brand-settings';
import { brandFormProblem, toggleBrandLanguage, type BrandForm } from '../rules/brand-form';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

type SandboxConfig = components['schemas']['SandboxConfig'];

const order: readonly LanguageCode[] = languages.map((l) => l.code);

/**
 * The brand's languages, default language and currency symbol (`setBrandSettings`): open portals
 * re-read them at once, so a demo can show Chinese, Thai, Vietnamese or Indonesian.
 */
export function BrandSection({ config }: { config: SandboxConfig }) {
  const { t } = useTranslation();
  const setBrandSettings = useSetBrandSettings();
  const { outcome, done, failed } = useOutcome();
  const sent = config.brand ?? builtInBrand;
  const [form, setForm] = useState<BrandForm>(() => ({
    supportedLanguages: [...sent.supportedLanguages],
    defaultLanguage: sent.defaultLanguage,
    currencySymbol: sent.currencySymbol,
  }));
  const [showProblem, setShowProblem] = useState(false);
  const problem = brandFormProblem(form);
  const ids = { default: useId(), problem: useId() };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) {
      setShowProblem(true);
      return;
    }
    setShowProblem(false);
    try {
      await setBrandSettings.mutateAsync({ body: form });
      done(
        t('sandbox-console.brand.applied', {
          languages: form.supportedLanguages.join(', '),
          language: form.defaultLanguage,
          symbol: form.currencySymbol.trim(),
        }),
      );
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ConsoleSection
      id="brand"
      title={t('sandbox-console.brand.title')}
      description={t('sandbox-console.brand.description')}
      outcome={outcome}
    >
      <form className="console-form" onSubmit={(event) => void apply(event)} noValidate>
        <fieldset
          className="console-fieldset"
          aria-describedby={showProblem && problem === 'atLeastOne' ? ids.problem : undefined}
        >
          <legend>{t('sandbox-console.brand.languages')}</legend>
          {languages.map((language) => (
            <label key={language.code} className="console-choice">
              <input
                type="checkbox"
                checked={form.supportedLanguages.includes(language.code)}
                onChange={(event) =>
                  setForm((current) =>
                    toggleBrandLanguage(current, language.code, event.target.checked, order),
                  )
                }
              />
              <span lang={language.htmlLang}>{language.nativeName}</span> ({language.code})
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={ids.default}>
            {t('sandbox-console.brand.default')}
          </label>
          <select
            id={ids.default}
            className="field__input"
            value={form.defaultLanguage}
            disabled={form.supportedLanguages.length === 0}
            onChange={(event) => {
              const code = order.find((c) => c === event.target.value);
              if (code) setForm((current) => ({ ...current, defaultLanguage: code }));
            }}
          >
            {form.supportedLanguages.map((code) => (
              <option key={code} value={code}>
                {languages.find((l) => l.code === code)?.nativeName ?? code} ({code})
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('sandbox-console.brand.currency')}
          hint={t('sandbox-console.brand.currencyHint')}
          maxLength={8}
          value={form.currencySymbol}
          error={
            showProblem && problem === 'symbolNeeded'
              ? t('sandbox-console.brand.symbolNeeded')
              : undefined
          }
          onChange={(event) => {
            const currencySymbol = event.target.value;
            setForm((current) => ({ ...current, currencySymbol }));
          }}
        />
        {showProblem && problem === 'atLeastOne' ? (
          <p id={ids.problem} className="field__error" role="alert">
            {t('sandbox-console.brand.atLeastOne')}
          </p>
        ) : null}
        <Button type="submit" busy={setBrandSettings.isPending} disabled={false}>
          {t('sandbox-console.brand.apply')}
        </Button>
      </form>
    </ConsoleSection>
  );
}

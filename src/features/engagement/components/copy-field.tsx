import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { copyText, type CopyOutcome } from '../rules/copy-text';

/**
 * A value to share (an invite link, a referral code) in a read-only field with a Copy button. The
 * outcome is said beside it: "Copied", or, when the browser refuses the clipboard, the value is
 * selected in its field for the member to copy by hand.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  const copy = async () => {
    const result = await copyText(value, navigator.clipboard as Clipboard | undefined);
    setOutcome(result);
    if (result === 'refused') {
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <div className="copy-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          ref={input}
          id={id}
          className="field__input copy-field__input"
          value={value}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={t('engagement.copy.button', { what: label })}
        >
          {t('engagement.copy.short')}
        </Button>
      </div>
      <p
        className={`copy-field__status${outcome === 'refused' ? ' copy-field__status--refused' : ''}`}
        role="status"
      >
        {outcome === 'copied' ? t('engagement.copy.copied') : null}
        {outcome === 'refused' ? t('engagement.copy.refused') : null}
      </p>
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { copyText, type CopyOutcome } from '../lib/share/copy-text';
import './share.css';

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
          aria-label={t('common.copy.button', { what: label })}
        >
          {t('common.copy.short')}
        </Button>
      </div>
      <p
        className={`copy-field__status${outcome === 'refused' ? ' copy-field__status--refused' : ''}`}
        role="status"
      >
        {outcome === 'copied' ? t('common.copy.copied') : null}
        {outcome === 'refused' ? t('common.copy.refused') : null}
      </p>
    </div>
  );
}

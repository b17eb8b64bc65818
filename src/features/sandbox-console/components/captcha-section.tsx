import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { CopyField } from '../../../components/copy-field';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { useGetCaptchaAnswer } from '../api/use-get-captcha-answer';
import { ConsoleSection } from './console-section';

/** The text of a captcha image, by the id the portal's captcha shows in its image address. */
export function CaptchaSection() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const answer = useGetCaptchaAnswer(asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed.trim());
  };
  return (
    <ConsoleSection
      id="captcha"
      title={t('sandbox-console.captcha.title')}
      description={t('sandbox-console.captcha.description')}
    >
      <form className="console-form console-form--inline" onSubmit={submit}>
        <TextField
          label={t('sandbox-console.captcha.id')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('sandbox-console.captcha.show')}</Button>
      </form>
      {asked ? (
        <QueryState query={answer}>
          {(found) => (
            <CopyField
              label={t('sandbox-console.captcha.answer', { id: found.captchaId })}
              value={found.text}
            />
          )}
        </QueryState>
      ) : null}
    </ConsoleSection>
  );
}

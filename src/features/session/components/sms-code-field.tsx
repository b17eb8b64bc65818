import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SmsSendButton } from '../../../components/auth/sms-send-button';
import { TextField } from '../../../components/text-field';
import type { useSmsCodeSender } from '../../../hooks/auth/use-sms-code-sender';

/**
 * The verification-code field of the session forms (SMS login, forgot by phone): the code input
 * with its send button (throttle and countdown from the sender) and the "code sent" status.
 */
export function SmsCodeField({
  sender,
  error,
  registration,
}: {
  sender: ReturnType<typeof useSmsCodeSender>;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('session.fields.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={error}
        addon={
          <SmsSendButton
            onSend={() => void sender.send()}
            sending={sender.sending}
            secondsLeft={sender.secondsLeft}
            label={t('session.sms.send')}
            waitingLabel={(seconds) => t('session.sms.wait', { seconds })}
          />
        }
        {...registration}
      />
      {sender.sent ? (
        <p className="auth-form__status" role="status">
          {t('session.sms.sent')}
        </p>
      ) : null}
    </>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaImageButton } from '../../../components/auth/captcha-image-button';
import { MobileNumberField } from '../../../components/auth/mobile-number-field';
import { SmsSendButton } from '../../../components/auth/sms-send-button';
import { TextField } from '../../../components/text-field';
import type { CaptchaState } from '../../../hooks/auth/use-captcha';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import type { RegisterFieldName, RegisterFieldSpec } from '../rules/register-fields';

type Country = components['schemas']['Country'];

/** Input type and autofill per field, so browsers and password managers help. */
const inputProps: Partial<
  Record<
    RegisterFieldName,
    { type?: string; autoComplete: string; inputMode?: 'numeric' | 'email' }
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  whatsapp: { autoComplete: 'off', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { autoComplete: 'off' },
};

export interface RegisterFieldInputProps {
  field: RegisterFieldSpec;
  /** The field's registration, made by the form in display order (errors focus the first one). */
  registration: UseFormRegisterReturn;
  hint: string | undefined;
  error: string | undefined;
  mobile: {
    countries: readonly Country[];
    dialingCode: string;
    onDialingCodeChange(code: string): void;
  };
  sms: { send(): Promise<void>; sending: boolean; secondsLeft: number };
  captcha: CaptchaState;
}

/** One registration field: the mobile number with its dialing code, the SMS code with its send button, the captcha with its image, or a text field. */
export function RegisterFieldInput({
  field,
  registration,
  hint,
  error,
  mobile,
  sms,
  captcha,
}: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const label = t(`registration.fields.${field.name}`);
  const common = {
    label,
    hint,
    error,
    required: field.required,
    ...inputProps[field.name],
    ...registration,
  };

  if (field.name === 'mobileNum') {
    return (
      <MobileNumberField
        {...common}
        countryLabel={t('registration.fields.countryCode')}
        countries={mobile.countries}
        dialingCode={mobile.dialingCode}
        onDialingCodeChange={mobile.onDialingCodeChange}
      />
    );
  }
  if (field.name === 'verificationCode') {
    return (
      <TextField
        {...common}
        addon={
          <SmsSendButton
            onSend={() => void sms.send()}
            sending={sms.sending}
            secondsLeft={sms.secondsLeft}
            label={t('registration.sms.send')}
            waitingLabel={(seconds) => t('registration.sms.wait', { seconds })}
          />
        }
      />
    );
  }
  if (field.name === 'captcha') {
    return (
      <TextField
        {...common}
        autoCapitalize="characters"
        spellCheck={false}
        addon={
          <CaptchaImageButton
            state={captcha}
            refreshLabel={t('registration.captcha.refresh')}
            imageAlt={t('registration.captcha.image')}
            loadingLabel={t('registration.captcha.loading')}
            failedLabel={t('registration.captcha.failed')}
          />
        }
      />
    );
  }
  return <TextField {...common} />;
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';

/** New password and its confirmation (change password, forgot by phone). */
export function NewPasswordFields({
  hint,
  newPassword,
  confirmNewPassword,
}: {
  /** The site's password rule in words. */
  hint: string | undefined;
  newPassword: { registration: UseFormRegisterReturn; error: string | undefined };
  confirmNewPassword: { registration: UseFormRegisterReturn; error: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('session.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        error={newPassword.error}
        {...newPassword.registration}
      />
      <TextField
        label={t('session.fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={confirmNewPassword.error}
        {...confirmNewPassword.registration}
      />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import { refusedFieldName, ruleOf } from '../../../lib/auth/field-rules';
import { clearSessionKeepingMerchant } from '../../../lib/storage/session-values';
import {
  changePasswordReasonAtom,
  openDialogAtom,
  type DialogComponentProps,
} from '../../../lib/stores/dialog-atoms';
import { memberInfoAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import { changePassword } from '../api/change-password';
import { loadMemberInfo } from '../api/load-member-info';
import { changePasswordSchema, type ChangePasswordValues } from '../rules/password-schemas';
import { useSessionTexts } from '../state/use-session-texts';
import { useSignOut } from '../../../hooks/auth/use-sign-out';
import { NewPasswordFields } from './new-password-fields';
import '../../../components/auth/auth-form.css';

const formFields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
type FormField = (typeof formFields)[number];
const isFormField = (name: string | null): name is FormField =>
  formFields.some((field) => field === name);

/**
 * Change password (section 4): old password, new one under the site's password rule, and its
 * confirmation. Forced after a login with the default or an expired password, it cannot be
 * dismissed until the password is changed. Success reloads the member's info and goes home.
 */
export default function ChangePasswordDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const texts = useSessionTexts();
  const navigate = useNavigate();
  const [reason, setReason] = useAtom(changePasswordReasonAtom);
  const setMember = useSetAtom(memberInfoAtom);
  const setToken = useSetAtom(tokenAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const { validators } = useRegisterValidators();
  const passwordRule = ruleOf(validators, 'password');
  const schema = useMemo(
    () => changePasswordSchema({ passwordRule, messages: texts.password }),
    [passwordRule, texts],
  );
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const forced = reason !== 'chosen';

  // A forced change cannot be dismissed; the way out is to sign out instead.
  const signOutInstead = async () => {
    setLeaving(true);
    await signOut();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await changePassword(values);
    if (!result.ok) {
      const { error } = result;
      if (error.key === 'not_logged_in') {
        // The session is gone (only this key ends it, per the contract): sign in again.
        clearSessionKeepingMerchant();
        setToken(null);
        setMember(null);
        setReason('chosen');
        openDialog('login');
        return;
      }
      const field = refusedFieldName(error.field);
      const message =
        field === 'oldPassword' ? t('session.changePassword.wrongOld') : t(`errors.${error.key}`);
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    const info = await loadMemberInfo();
    if (info.ok) setMember(info.value);
    // What a restricted session was refused (403 password_change_required) loads again.
    void queryClient.invalidateQueries();
    setReason('chosen');
    onClose();
    navigate('/');
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('session.changePassword.title')}
      description={
        forced
          ? t(
              reason === 'defaultPassword'
                ? 'session.changePassword.defaultPassword'
                : 'session.changePassword.expired',
            )
          : undefined
      }
      dismissible={!forced}
      testId="change-password-dialog"
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="auth-form__alert" role="alert">
            {formError}
          </p>
        ) : null}
        <TextField
          label={t('session.fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <NewPasswordFields
          hint={texts.hint(passwordRule)}
          newPassword={{
            registration: form.register('newPassword'),
            error: errors.newPassword?.message,
          }}
          confirmNewPassword={{
            registration: form.register('confirmNewPassword'),
            error: errors.confirmNewPassword?.message,
          }}
        />
        <div className="auth-form__actions">
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting || leaving}>
            {t('session.changePassword.submit')}
          </Button>
          {forced ? (
            <Button
              variant="ghost"
              busy={leaving}
              disabled={isSubmitting || leaving}
              onClick={() => void signOutInstead()}
            >
              {t('session.changePassword.signOutInstead')}
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { refusedFieldName } from '../../../lib/auth/field-rules';
import { useListCountries } from '../../../lib/site/api/use-list-countries';
import { useUpdateMemberProfile } from '../api/use-update-member-profile';
import { profileChanges, profileFields, profileFormValues } from '../rules/profile-changes';
import {
  profileSchema,
  type ProfileField,
  type ProfileTextField,
  type ProfileValues,
} from '../schemas/profile-schema';
import '../../../components/auth/auth-form.css';

type MemberProfile = components['schemas']['MemberProfile'];

const personalTexts = ['nickname', 'address', 'occupation', 'sourceOfIncome'] as const;
const contactTexts = ['telegram', 'zalo', 'whatsapp', 'line', 'facebook', 'wechat'] as const;

const isProfileField = (name: string | null): name is ProfileField =>
  profileFields.some((field) => field === name);

/**
 * The member's own profile fields (section 3: nickname, birthday, nationality, address,
 * occupation, source of income and contact IDs), checked against the contract's bounds before
 * they go; only the fields that changed are sent. A field the server refuses shows its message.
 */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const countries = useListCountries().data ?? [];
  const update = useUpdateMemberProfile();
  const schema = useMemo(
    () =>
      profileSchema({
        tooLong: (max) => t('account.profile.validation.tooLong', { max }),
        invalidDate: t('account.profile.validation.invalidDate'),
        invalidCountry: t('account.profile.validation.invalidCountry'),
      }),
    [t],
  );
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const [status, setStatus] = useState<'saved' | 'unchanged' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    setFormError(null);
    const changes = profileChanges(profile, values);
    if (!changes) {
      setStatus('unchanged');
      return;
    }
    try {
      const answer = await update.mutateAsync({ body: changes });
      form.reset(profileFormValues(answer.value));
      setStatus('saved');
    } catch (error) {
      const key = isApiError(error) ? error.key : 'unknown_error';
      const field = isApiError(error) ? refusedFieldName(error.field) : null;
      if (isProfileField(field)) {
        const message =
          field === 'birthday' && key === 'validation_error'
            ? t('account.profile.validation.underAge')
            : t(`errors.${key}`);
        form.setError(field, { message }, { shouldFocus: true });
      } else setFormError(t(`errors.${key}`));
    }
  });

  const text = (name: ProfileTextField) => (
    <TextField
      key={name}
      label={t(`account.profile.fields.${name}`)}
      error={errors[name]?.message}
      autoComplete={
        name === 'nickname' ? 'nickname' : name === 'address' ? 'street-address' : 'off'
      }
      {...form.register(name)}
    />
  );
  const nationalityId = `${headingId}-nationality`;
  const nationalityError = errors.nationality?.message;
  const savedNationality = profile.nationality;

  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="account__heading">
        {t('account.profile.heading')}
      </h4>
      <form className="auth-form account__form" onSubmit={onSubmit} noValidate>
        {formError ? (
          <p className="auth-form__alert" role="alert">
            {formError}
          </p>
        ) : null}
        <fieldset className="account__group">
          <legend>{t('account.profile.personal')}</legend>
          {text('nickname')}
          <TextField
            label={t('account.profile.fields.birthday')}
            type="date"
            autoComplete="bday"
            error={errors.birthday?.message}
            {...form.register('birthday')}
          />
          <div className="field">
            <label className="field__label" htmlFor={nationalityId}>
              {t('account.profile.fields.nationality')}
            </label>
            {/* Controlled, so the saved country stays chosen when the list arrives after it. */}
            <Controller
              control={form.control}
              name="nationality"
              render={({ field }) => (
                <select
                  id={nationalityId}
                  className="field__input account__select"
                  aria-invalid={nationalityError ? true : undefined}
                  aria-describedby={nationalityError ? `${nationalityId}-error` : undefined}
                  {...field}
                >
                  <option value="">{t('account.profile.noNationality')}</option>
                  {savedNationality &&
                  !countries.some((c) => c.countryCode === savedNationality) ? (
                    <option value={savedNationality}>{savedNationality}</option>
                  ) : null}
                  {countries.map((country) => (
                    <option key={country.countryCode} value={country.countryCode}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            />
            {nationalityError ? (
              <p id={`${nationalityId}-error`} className="field__error" role="alert">
                {nationalityError}
              </p>
            ) : null}
          </div>
          {personalTexts.slice(1).map(text)}
        </fieldset>
        <fieldset className="account__group">
          <legend>{t('account.profile.contacts')}</legend>
          {contactTexts.map(text)}
        </fieldset>
        {status ? (
          <p className="auth-form__status" role="status">
            {t(`account.profile.${status}`)}
          </p>
        ) : null}
        <div className="auth-form__actions auth-form__actions--row">
          <Button type="submit" busy={isSubmitting} disabled={isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

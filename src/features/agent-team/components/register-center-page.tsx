import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useRegisterValidators } from '../../../hooks/auth/use-register-validators';
import {
  fillRange,
  patternMessageKey,
  refusedFieldName,
  ruleOf,
  type FieldRule,
} from '../../../lib/auth/field-rules';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { useRegisterDownline } from '../api/use-register-downline';
import {
  downlineKinds,
  downlineRegistrationSchema,
  nicknameMaxLength,
  registrationBody,
  type DownlineRegistrationOutput,
  type DownlineRegistrationValues,
} from '../schemas/downline-registration-schema';
import { ReferralPanel } from './referral-panel';
import '../../../components/auth/auth-form.css';
import './agent-team.css';

type Downline = components['schemas']['Downline'];

const formFields = ['username', 'password', 'confirmPassword', 'nickname'] as const;
type FormField = (typeof formFields)[number];
const isFormField = (name: string | null): name is FormField =>
  formFields.some((field) => field === name);

const emptyForm: DownlineRegistrationValues = {
  kind: 'player',
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
};

/**
 * Account (`registerCenter`): register a direct downline, agent or player, under the site's
 * registration rules (the server's validators, as the registration dialog), then a confirmation
 * with the new account and the way to team management; beside it the agent's referral links and
 * their QR codes, the other way to grow the team.
 */
export default function RegisterCenterPage() {
  const [created, setCreated] = useState<Downline | null>(null);
  return (
    <div className="agent-team agent-register">
      <section className="agent-register__form">
        {created ? (
          <Registered downline={created} onAnother={() => setCreated(null)} />
        ) : (
          <RegisterForm onCreated={setCreated} />
        )}
      </section>
      <ReferralPanel />
    </div>
  );
}

function RegisterForm({ onCreated }: { onCreated(downline: Downline): void }) {
  const { t } = useTranslation();
  const { validators, failed, retry } = useRegisterValidators();
  const usernameRule = ruleOf(validators, 'username');
  const passwordRule = ruleOf(validators, 'password');
  const hint = (rule: FieldRule) => fillRange(t(patternMessageKey(rule.patternId)), rule);
  const schema = useMemo(
    () =>
      downlineRegistrationSchema({
        usernameRule,
        passwordRule,
        messages: {
          required: t('agent-team.register.required'),
          rule: (rule) =>
            t('agent-team.register.rule', {
              hint: fillRange(t(patternMessageKey(rule.patternId)), rule),
            }),
          mismatch: t('agent-team.register.mismatch'),
          nicknameTooLong: t('agent-team.register.nicknameTooLong', { max: nicknameMaxLength }),
        },
      }),
    [usernameRule, passwordRule, t],
  );
  const form = useForm<DownlineRegistrationValues, unknown, DownlineRegistrationOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const register = useRegisterDownline();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await register.mutateAsync({ body: registrationBody(values) });
      form.reset(emptyForm);
      onCreated(answer.value);
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors.unknown_error'));
        return;
      }
      const field = refusedFieldName(error.field);
      const message = t(`errors.${error.key}`);
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return (
    <form
      className="auth-form agent-register__fields"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <h4>{t('agent-team.register.title')}</h4>
      {failed ? (
        // The form still works on the contract's outer limits; the server checks the real rules.
        <div className="agent-team__actions" role="alert">
          <p className="agent-team__error">{t('agent-team.register.rulesFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      <fieldset className="agent-register__kinds">
        <legend>{t('agent-team.register.kind')}</legend>
        {downlineKinds.map((kind) => (
          <label key={kind} className="agent-register__kind">
            <input type="radio" value={kind} {...form.register('kind')} />
            <span>
              <strong>{t(`agent-team.kind.${kind}`)}</strong>
              <span className="agent-team__note"> {t(`agent-team.register.kindHint.${kind}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('agent-team.register.username')}
        autoComplete="off"
        required
        hint={hint(usernameRule)}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label={t('agent-team.register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={hint(passwordRule)}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('agent-team.register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <TextField
        label={t('agent-team.register.nickname')}
        autoComplete="off"
        hint={t('agent-team.register.nicknameHint', { max: nicknameMaxLength })}
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      {formError ? (
        <p className="agent-team__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="agent-team__actions">
        <Button type="submit" busy={isSubmitting}>
          {t('agent-team.register.submit')}
        </Button>
      </div>
    </form>
  );
}

function Registered({ downline, onAnother }: { downline: Downline; onAnother(): void }) {
  const { t } = useTranslation();
  const address = useAgentCentreAddress();
  return (
    <div className="agent-registered" role="status">
      <h4>{t('agent-team.register.done', { account: downline.account })}</h4>
      <dl className="agent-registered__facts">
        <div>
          <dt>{t('agent-team.register.username')}</dt>
          <dd>{downline.account}</dd>
        </div>
        <div>
          <dt>{t('agent-team.register.kind')}</dt>
          <dd>{t(`agent-team.kind.${downline.isAgent ? 'agent' : 'player'}`)}</dd>
        </div>
        {downline.nickname ? (
          <div>
            <dt>{t('agent-team.register.nickname')}</dt>
            <dd>{downline.nickname}</dd>
          </div>
        ) : null}
      </dl>
      <p>{t('agent-team.register.doneHint')}</p>
      <div className="agent-team__actions">
        <Button onClick={() => address.show('downlineManagmentView')}>
          {t('agent-team.register.openTeam')}
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          {t('agent-team.register.another')}
        </Button>
      </div>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { operations } from '../../../../openapi/runtime/generated/operations';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useSetFaults } from '../api/use-set-faults';
import {
  emptyFaultForm,
  faultFormSchema,
  faultRuleOf,
  withFault,
  type FaultForm,
} from '../rules/fault-rule';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

type SandboxConfig = components['schemas']['SandboxConfig'];
type FaultRule = components['schemas']['FaultRule'];

/** The operations a fault can hit (the control API never is), by tag, from the operation table. */
const faultableOperations = Object.values(operations)
  .filter((meta) => meta.tag !== 'mock-control')
  .map((meta) => ({ id: meta.operationId, tag: meta.tag, call: `${meta.method} ${meta.path}` }))
  .sort((a, b) => a.tag.localeCompare(b.tag) || a.id.localeCompare(b.id));
const operationIds = faultableOperations.map((operation) => operation.id);
const tags = [...new Set(faultableOperations.map((operation) => operation.tag))];

const failureKeys = ['service_unavailable', 'unknown_error', 'request_timeout'] as const;

function describeRule(rule: FaultRule, t: TFunction): string {
  const parts: string[] = [];
  if (rule.latencyMs !== undefined)
    parts.push(t('sandbox-console.faults.latencyOf', { ms: rule.latencyMs }));
  const percent = Math.round((rule.rate ?? 1) * 100);
  if (rule.timeout) parts.push(t('sandbox-console.faults.timeoutOf', { percent }));
  else if (rule.status !== undefined)
    parts.push(
      t('sandbox-console.faults.failOf', { percent, status: rule.status, code: rule.code ?? '' }),
    );
  return parts.join(' · ');
}

/** Latency, failures and timeouts per operation (or `*`): the list replaces the sandbox's. */
export function FaultsSection({ config }: { config: SandboxConfig }) {
  const { t } = useTranslation();
  const setFaults = useSetFaults();
  const { outcome, done, failed } = useOutcome();
  const form = useForm<FaultForm>({
    resolver: zodResolver(
      faultFormSchema(operationIds, {
        operation: t('sandbox-console.faults.errors.operation'),
        latency: t('sandbox-console.faults.errors.latency'),
        status: t('sandbox-console.faults.errors.status'),
        rate: t('sandbox-console.faults.errors.rate'),
        nothing: t('sandbox-console.faults.errors.nothing'),
      }),
    ),
    defaultValues: emptyFaultForm,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;

  const save = async (rules: FaultRule[], text: string) => {
    try {
      await setFaults.mutateAsync({ body: { faults: rules } });
      done(text);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const add = form.handleSubmit(async (values) => {
    const saved = await save(
      withFault(config.faults, faultRuleOf(values)),
      t('sandbox-console.faults.added', { operation: values.operationId }),
    );
    // Ready for the next rule.
    if (saved) form.reset(emptyFaultForm);
  });

  return (
    <ConsoleSection
      id="faults"
      title={t('sandbox-console.faults.title')}
      description={t('sandbox-console.faults.description')}
      outcome={outcome}
    >
      {config.faults.length === 0 ? (
        <p className="console-empty">{t('sandbox-console.faults.none')}</p>
      ) : (
        <ul className="console-list">
          {config.faults.map((rule) => (
            <li key={rule.operationId} className="console-list__row">
              <span>
                <code>{rule.operationId}</code> {describeRule(rule, t)}
              </span>
              <Button
                variant="ghost"
                onClick={() =>
                  void save(
                    config.faults.filter((other) => other.operationId !== rule.operationId),
                    t('sandbox-console.faults.removed', { operation: rule.operationId }),
                  )
                }
              >
                {t('sandbox-console.faults.remove', { operation: rule.operationId })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="console-form" onSubmit={(event) => void add(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="fault-operation">
            {t('sandbox-console.faults.operation')}
          </label>
          <select id="fault-operation" className="field__input" {...form.register('operationId')}>
            <option value="*">{t('sandbox-console.faults.every')}</option>
            {tags.map((tag) => (
              <optgroup key={tag} label={tag}>
                {faultableOperations
                  .filter((operation) => operation.tag === tag)
                  .map((operation) => (
                    <option key={operation.id} value={operation.id}>
                      {operation.id} — {operation.call}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          {errors.operationId ? (
            <p className="field__error" role="alert">
              {errors.operationId.message}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('sandbox-console.faults.latency')}
          inputMode="numeric"
          error={errors.latencyMs?.message}
          {...form.register('latencyMs')}
        />
        <fieldset className="console-fieldset">
          <legend>{t('sandbox-console.faults.kind')}</legend>
          {(['none', 'fail', 'timeout'] as const).map((value) => (
            <label key={value} className="console-choice">
              <input type="radio" value={value} {...form.register('kind')} />
              {t(`sandbox-console.faults.kinds.${value}`)}
            </label>
          ))}
        </fieldset>
        {kind === 'fail' ? (
          <>
            <TextField
              label={t('sandbox-console.faults.status')}
              inputMode="numeric"
              error={errors.status?.message}
              {...form.register('status')}
            />
            <div className="field">
              <label className="field__label" htmlFor="fault-code">
                {t('sandbox-console.faults.code')}
              </label>
              <select id="fault-code" className="field__input" {...form.register('code')}>
                {failureKeys.map((key) => (
                  <option key={key} value={key}>
                    {key}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
        {kind !== 'none' ? (
          <TextField
            label={t('sandbox-console.faults.rate')}
            inputMode="numeric"
            error={errors.ratePercent?.message}
            {...form.register('ratePercent')}
          />
        ) : null}
        <div className="console-actions">
          <Button type="submit" busy={setFaults.isPending} disabled={false}>
            {t('sandbox-console.faults.add')}
          </Button>
          <Button
            variant="secondary"
            disabled={config.faults.length === 0}
            onClick={() => void save([], t('sandbox-console.faults.cleared'))}
          >
            {t('sandbox-console.faults.clear')}
          </Button>
        </div>
      </form>
    </ConsoleSection>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { useListDownlines } from '../api/use-list-downlines';
import { useOfferContract } from '../api/use-offer-contract';
import {
  settlementPeriods,
  termBounds,
  tierFields,
  type Contract,
  type ContractKind,
} from '../rules/contract-terms';
import { rateConflictOf } from '../rules/rate-conflict';
import { emptyTier, offerSchema, termsOf, type OfferValues } from '../schemas/offer-schema';
import { RateConflictDialog } from './rate-conflict-dialog';
import { fieldLabelKey } from './use-contract-formats';

/**
 * Offer a contract (as upline): one of the agent's direct downlines that is an agent (the one team
 * management opened the page for, when it did), the rate tiers and, for a dividend, the settlement
 * period. Contracts are offered to direct downlines only, so the first 100 of them are the choices.
 */
export function OfferForm({
  kind,
  account,
  onDone,
}: {
  kind: ContractKind;
  /** The downline to preselect (`address.extras.account`). */
  account: string | undefined;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const downlines = useListDownlines({ depth: 1, pageNo: 1, pageSize: 100 });
  return (
    <QueryState query={downlines} failedText={t('agent-contracts.offer.downlinesFailed')}>
      {(answer) => {
        const agents = answer.list.filter((d) => d.level === 1 && d.isAgent).map((d) => d.account);
        if (account && !agents.some((a) => a.toLowerCase() === account.toLowerCase()))
          agents.unshift(account);
        if (agents.length === 0)
          return <p className="records-empty">{t('agent-contracts.offer.noDownlines')}</p>;
        return <OfferFields kind={kind} downlines={agents} account={account} onDone={onDone} />;
      }}
    </QueryState>
  );
}

function OfferFields({
  kind,
  downlines,
  account,
  onDone,
}: {
  kind: ContractKind;
  downlines: readonly string[];
  account: string | undefined;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const schema = useMemo(() => offerSchema(kind), [kind]);
  const defaults: OfferValues = {
    downline: downlines.find((d) => d.toLowerCase() === account?.toLowerCase()) ?? '',
    settlementPeriod: 'W',
    tiers: [{ ...emptyTier }],
  };
  const form = useForm<OfferValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ contracts: Contract[]; values: OfferValues } | null>(
    null,
  );
  const downlineId = useId();
  const periodId = useId();
  const fields = tierFields[kind];
  const problem = (key: string | undefined) =>
    key ? t(`agent-contracts.offer.errors.${key}`) : undefined;

  const send = async (values: OfferValues, confirmLowerRate: boolean) => {
    setFormError(null);
    try {
      await offer.mutateAsync({
        body: {
          downline: values.downline.trim(),
          kind,
          terms: termsOf(kind, values),
          ...(confirmLowerRate ? { confirmLowerRate: true } : {}),
        },
      });
      setConflict(null);
      form.reset({ ...defaults, downline: '' });
      onDone(t('agent-contracts.offer.sent', { account: values.downline.trim() }));
    } catch (thrown) {
      const contracts = rateConflictOf(thrown);
      if (contracts) {
        setConflict({ contracts, values });
        return;
      }
      setConflict(null);
      if (!isApiError(thrown)) {
        setFormError(t('errors.unknown_error'));
        return;
      }
      if (thrown.key === 'contract_state_invalid') {
        setFormError(t('agent-contracts.offer.errors.pending', { account: values.downline }));
      } else if (thrown.field === 'body.downline') {
        form.setError('downline', { message: 'notDirectAgent' }, { shouldFocus: true });
      } else setFormError(t(`errors.${thrown.key}`));
    }
  };

  const downlineError = problem(errors.downline?.message);
  const tiersError = problem(errors.tiers?.root?.message ?? errors.tiers?.message);

  return (
    <form
      className="contract-offer"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => send(values, false))(event)}
    >
      <div className="contract-offer__row">
        <div className="field">
          <label className="field__label" htmlFor={downlineId}>
            {t('agent-contracts.offer.downline')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={downlineId}
            className="field__input"
            aria-required
            aria-invalid={downlineError ? true : undefined}
            aria-describedby={downlineError ? `${downlineId}-error` : undefined}
            {...form.register('downline')}
          >
            <option value="">{t('agent-contracts.offer.chooseDownline')}</option>
            {downlines.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          {downlineError ? (
            <p id={`${downlineId}-error`} className="field__error" role="alert">
              {downlineError}
            </p>
          ) : null}
        </div>
        {kind === 'dividend' ? (
          <div className="field">
            <label className="field__label" htmlFor={periodId}>
              {t('agent-contracts.terms.period')}
            </label>
            <select id={periodId} className="field__input" {...form.register('settlementPeriod')}>
              {settlementPeriods.map((p) => (
                <option key={p} value={p}>
                  {t(`agent-contracts.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <fieldset className="contract-offer__tiers">
        <legend>{t('agent-contracts.offer.tiers')}</legend>
        <p className="field__hint">
          {t('agent-contracts.offer.tiersHint', { max: termBounds.maxTiers })}
        </p>
        {tiers.fields.map((row, index) => (
          <fieldset key={row.id} className="contract-offer__tier">
            <legend>{t('agent-contracts.offer.tier', { n: index + 1 })}</legend>
            {fields.map((field) => (
              <TextField
                key={field.name}
                label={t(fieldLabelKey(kind, field.name))}
                inputMode={field.type === 'count' ? 'numeric' : 'decimal'}
                autoComplete="off"
                required
                error={problem(errors.tiers?.[index]?.[field.name]?.message)}
                {...form.register(`tiers.${index}.${field.name}`)}
              />
            ))}
            <Button
              variant="ghost"
              disabled={tiers.fields.length <= termBounds.minTiers}
              onClick={() => tiers.remove(index)}
            >
              {t('agent-contracts.offer.removeTier', { n: index + 1 })}
            </Button>
          </fieldset>
        ))}
        {tiersError ? (
          <p className="field__error" role="alert">
            {tiersError}
          </p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={tiers.fields.length >= termBounds.maxTiers}
            onClick={() => tiers.append({ ...emptyTier })}
          >
            {t('agent-contracts.offer.addTier')}
          </Button>
        </div>
      </fieldset>
      {formError ? (
        <p className="contract-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={offer.isPending}>
          {t('agent-contracts.offer.submit')}
        </Button>
      </div>
      <RateConflictDialog
        conflict={
          conflict
            ? {
                contracts: conflict.contracts,
                intro: t('agent-contracts.conflict.offer', { account: conflict.values.downline }),
              }
            : null
        }
        busy={offer.isPending}
        onCancel={() => setConflict(null)}
        onConfirm={() => (conflict ? void send(conflict.values, true) : undefined)}
      />
    </form>
  );
}

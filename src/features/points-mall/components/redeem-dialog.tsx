import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { useRequestId } from '../../../hooks/use-request-id';
import { settleQuery } from '../../../lib/api/api-queries';
import { blamedField } from '../../../lib/api/blamed-field';
import { useRedeemPoints } from '../api/use-redeem-points';
import { maxQuantity, redeemCost, wholeOfText } from '../rules/points';
import { redeemSchema, startQuantity, type RedeemValues } from '../schemas/points-forms';
import { usePointsFormat } from './use-points-format';

type PointsGoods = components['schemas']['PointsGoods'];
type PointsRedemption = components['schemas']['PointsRedemption'];

const formFields = ['quantity', 'paymentAccount', 'receivingAddress', 'paymentPassword'] as const;
const isFormField = (name: string | null): name is (typeof formFields)[number] =>
  formFields.some((field) => field === name);

/** The account hint by the reward's `paymentAccountType` (the Zalo one says up to 131K, section 9). */
const accountHintKey = {
  zalo: 'points-mall.redeem.zaloHint',
  whatsapp: 'points-mall.redeem.whatsappHint',
  bankAccount: 'points-mall.redeem.bankAccountHint',
  eWallet: 'points-mall.redeem.eWalletHint',
} as const;

/**
 * Redeem one reward: a quantity of 1..stock with the points it needs shown as it changes, the
 * payment account (Zalo or WhatsApp id ...) or the receiving address when the reward needs them,
 * and the payment password. A server refusal shows on the field it blames (`error_zalo` on the
 * account, `payment_password_invalid` on the password, `insufficient_points` on the quantity),
 * others above the form. The `requestId` is kept only when a request got no answer, so a retry
 * cannot redeem twice. Success shows the reference number.
 */
export function RedeemDialog({
  goods,
  balance,
  onClose,
}: {
  goods: PointsGoods;
  balance: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const redeem = useRedeemPoints();
  const requestId = useRequestId();
  const [done, setDone] = useState<PointsRedemption | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RedeemValues>({
    resolver: zodResolver(redeemSchema(goods, balance, format.messages)),
    defaultValues: {
      quantity: startQuantity(goods, balance),
      paymentAccount: '',
      receivingAddress: '',
      paymentPassword: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const quantity = wholeOfText(useWatch({ control: form.control, name: 'quantity' })) ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await settleQuery(
      redeem.mutateAsync({
        body: {
          goodsId: goods.goodsId,
          quantity: wholeOfText(values.quantity) ?? 0,
          paymentPassword: values.paymentPassword,
          ...(goods.needPaymentAccount ? { paymentAccount: values.paymentAccount.trim() } : {}),
          ...(goods.needReceivingAddress
            ? { receivingAddress: values.receivingAddress.trim() }
            : {}),
          requestId: requestId.current(),
        },
      }),
    );
    requestId.settled(result.ok ? null : result.error);
    if (!result.ok) {
      const field = blamedField(result.error.field);
      const message = t(`errors.${result.error.key}`);
      if (isFormField(field)) form.setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
      return;
    }
    setDone(result.value);
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('points-mall.redeem.title', { name: goods.name })}
      width={440}
      testId="redeem-dialog"
    >
      {done ? (
        <div className="points-mall__done">
          <p role="status">
            {t('points-mall.redeem.done', {
              reference: done.referenceNumber,
              points: format.number(-done.changedPoints),
            })}
          </p>
          <p className="points-mall__note">{t('points-mall.redeem.doneNext')}</p>
          <div className="dialog__actions">
            <Button onClick={onClose} autoFocus>
              {t('points-mall.redeem.close')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="points-mall__form" onSubmit={onSubmit} noValidate>
          {formError ? (
            <p className="points-mall__message points-mall__message--error" role="alert">
              {formError}
            </p>
          ) : null}
          <p className="points-mall__note">
            {t('points-mall.redeem.each', {
              points: format.number(goods.points),
              stock: format.number(goods.stock),
              unit: goods.unit,
            })}
          </p>
          <TextField
            label={t('points-mall.redeem.quantity')}
            inputMode="numeric"
            autoComplete="off"
            required
            hint={t('points-mall.redeem.quantityHint', {
              max: format.number(maxQuantity(goods.stock, goods.points, balance)),
            })}
            error={errors.quantity?.message}
            {...form.register('quantity')}
          />
          <p className="points-mall__cost" aria-live="polite">
            {t('points-mall.redeem.cost', {
              points: format.number(redeemCost(goods.points, quantity)),
              balance: format.number(balance),
            })}
          </p>
          {goods.needPaymentAccount ? (
            <TextField
              label={t(`points-mall.redeem.account.${goods.paymentAccountType ?? 'other'}`)}
              autoComplete="off"
              required
              maxLength={64}
              hint={
                goods.paymentAccountType ? t(accountHintKey[goods.paymentAccountType]) : undefined
              }
              error={errors.paymentAccount?.message}
              {...form.register('paymentAccount')}
            />
          ) : null}
          {goods.needReceivingAddress ? (
            <TextField
              label={t('points-mall.redeem.address')}
              autoComplete="street-address"
              required
              maxLength={255}
              hint={t('points-mall.redeem.addressHint')}
              error={errors.receivingAddress?.message}
              {...form.register('receivingAddress')}
            />
          ) : null}
          <TextField
            label={t('points-mall.form.paymentPassword')}
            type="password"
            autoComplete="off"
            required
            maxLength={64}
            error={errors.paymentPassword?.message}
            {...form.register('paymentPassword')}
          />
          <div className="dialog__actions">
            <Button variant="secondary" type="button" onClick={onClose}>
              {t('points-mall.redeem.cancel')}
            </Button>
            <Button type="submit" busy={isSubmitting}>
              {t('points-mall.redeem.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { settleQuery } from '../../../lib/api/api-queries';
import { useClaimRafflePrize } from '../api/use-claim-raffle-prize';
import type { Promotion } from '../rules/promotion-actions';
import { usePromotionFormat } from './use-promotion-format';

type RafflePrize = components['schemas']['RafflePrize'];

/**
 * Claims the raffle prize the promotion's `claim` status is about (`claimRafflePrize` with its
 * `prizeId`), showing what it is (cash, points or an item the operator sends). A refusal
 * (`already_claimed`, `not_found` ...) shows in the dialog; success names the prize.
 */
export function RaffleClaimDialog({
  promotion,
  prize,
  onClose,
}: {
  promotion: Promotion;
  prize: RafflePrize;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const format = usePromotionFormat();
  const claim = useClaimRafflePrize();
  const [claimed, setClaimed] = useState<RafflePrize | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    const result = await settleQuery(
      claim.mutateAsync({
        body: { promotionId: promotion.promotionId, prizeId: prize.prizeId },
      }),
    );
    if (result.ok) setClaimed(result.value);
    else setError(t(`errors.${result.error.key}`));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('promotions.claim.title')}
      testId="raffle-claim-dialog"
    >
      <div className="promotion-form">
        <dl className="promotion-prize">
          <dt>{t('promotions.claim.prize')}</dt>
          <dd>
            <strong>{prize.prizeName}</strong>
            <span>{format.prizeValue(prize)}</span>
          </dd>
        </dl>
        {claimed ? (
          <p role="status">{t('promotions.claim.done', { prize: claimed.prizeName })}</p>
        ) : null}
        {error ? (
          <p className="promotion-message promotion-message--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          {claimed ? (
            <Button onClick={onClose} autoFocus>
              {t('promotions.claim.close')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('promotions.claim.cancel')}
              </Button>
              <Button busy={claim.isPending} onClick={() => void send()}>
                {t('promotions.claim.submit')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}

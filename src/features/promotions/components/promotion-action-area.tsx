import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { settleQuery } from '../../../lib/api/api-queries';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { useApplyPromotion } from '../api/use-apply-promotion';
import { promotionAction, type Promotion } from '../rules/promotion-actions';
import { ApplicationDialog } from './application-dialog';
import { PromotionNoteText } from './promotion-note';
import { RaffleClaimDialog } from './raffle-claim-dialog';

/**
 * What the promotion's status lets the player do (`rules/promotion-actions.ts`): the sentence, and
 * the one button (Join, Apply, Apply again, Claim prize, Go to reward centre) when there is one.
 * Every button goes through the protected-action gate: a visitor gets the login dialog, a trial
 * account the real-account warning. A join answers in a line that is announced; the application
 * and the raffle claim open their dialogs.
 */
export function PromotionActionArea({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const protect = useProtectedAction();
  const memberCentre = useMemberCentreAddress();
  const join = useApplyPromotion();
  const [dialog, setDialog] = useState<'apply' | 'claim' | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const { action, note } = promotionAction(promotion);

  const joinNow = async () => {
    setMessage(null);
    const result = await settleQuery(
      join.mutateAsync({ params: { path: { promotionId: promotion.promotionId } }, body: {} }),
    );
    setMessage(
      result.ok
        ? { text: t('promotions.joined', { title: promotion.title }), error: false }
        : { text: t(`errors.${result.error.key}`), error: true },
    );
  };

  const press = () =>
    protect(() => {
      switch (action) {
        case 'join':
          void joinNow();
          return;
        case 'apply':
        case 'applyAgain':
          setDialog('apply');
          return;
        case 'claimPrize':
          setDialog('claim');
          return;
        case 'rewardCentre':
          memberCentre.open('rewardCenter');
          return;
        case null:
          return;
      }
    });

  return (
    <div className="promotion-action">
      <PromotionNoteText note={note} />
      {action ? (
        <Button
          className="promotion-action__button"
          busy={action === 'join' && join.isPending}
          onClick={press}
        >
          {t(`promotions.action.${action}`)}
        </Button>
      ) : null}
      <p
        className={
          message?.error ? 'promotion-message promotion-message--error' : 'promotion-message'
        }
        role="status"
      >
        {message?.text}
      </p>
      {dialog === 'apply' ? (
        <ApplicationDialog promotion={promotion} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'claim' && promotion.prize ? (
        <RaffleClaimDialog
          promotion={promotion}
          prize={promotion.prize}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { changePasswordReasonAtom, openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { paymentPasswordMode, type PaymentPasswordMode } from '../rules/payment-password-request';
import { PaymentPasswordForm } from './payment-password-form';

/**
 * The login password (changed in the change-password dialog) and the payment password: set when
 * the member has none (`hasPaymentPassword`), changed when there is one.
 */
export function SecuritySection({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const paymentId = useId();
  const openDialog = useSetAtom(openDialogAtom);
  const setReason = useSetAtom(changePasswordReasonAtom);
  const mode = paymentPasswordMode(hasPaymentPassword);
  const [done, setDone] = useState<PaymentPasswordMode | null>(null);
  const centre = useMemberCentreAddress();

  const changeLoginPassword = () => {
    setReason('chosen');
    openDialog('changePassword');
  };

  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="account__heading">
        {t('account.security.heading')}
      </h4>
      <div className="account__row">
        <div>
          <p className="account__label">{t('account.security.loginPassword')}</p>
          <p className="account__note">{t('account.security.loginPasswordNote')}</p>
        </div>
        <Button variant="secondary" onClick={changeLoginPassword}>
          {t('account.security.changeLoginPassword')}
        </Button>
      </div>
      <div className="account__payment" role="group" aria-labelledby={paymentId}>
        <p id={paymentId} className="account__label">
          {t('account.security.paymentPassword')}
        </p>
        <p className="account__note">
          {t(hasPaymentPassword ? 'account.security.paymentSet' : 'account.security.paymentNotSet')}
        </p>
        {done ? (
          <p className="auth-form__status" role="status">
            {t(done === 'set' ? 'account.security.setDone' : 'account.security.changeDone')}
          </p>
        ) : null}
        {/* A new form once the mode changes: the first password set, the next one is a change. */}
        <PaymentPasswordForm key={mode} mode={mode} onDone={() => setDone(mode)} />
      </div>
      {/* Deposit limits, reality checks, a time-out or self-exclusion: their own page. */}
      <div className="account__row">
        <Button variant="secondary" onClick={() => centre.show('playerProtection')}>
          {t('member-menu.pages.playerProtection')}
        </Button>
      </div>
    </section>
  );
}

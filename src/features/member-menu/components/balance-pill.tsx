import { useAtom, useAtomValue } from 'jotai';
import { tokenAtom } from '../../../lib/stores/session-atoms';
import { useTranslation } from 'react-i18next';
import {
  balanceAtom,
  balanceMaskedAtom,
  currencySymbolAtom,
} from '../../../lib/stores/public-atoms';
import { useGetBalance } from '../../../lib/member/api/use-get-balance';
import { balanceText } from '../rules/balance-text';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './icons';

/**
 * The balance (section 2): "updating…" until the first answer, then the currency symbol and the
 * sum balance; a refresh button and a mask toggle. Trial accounts have no balance to show.
 */
export function BalancePill() {
  const { t } = useTranslation();
  const balance = useAtomValue(balanceAtom);
  const symbol = useAtomValue(currencySymbolAtom);
  const [masked, setMasked] = useAtom(balanceMaskedAtom);
  const query = useGetBalance(useAtomValue(tokenAtom) !== null);
  const busy = query.isFetching;
  const error = query.error;
  const refresh = query.refetch;

  if (error?.key === 'in_need_true_account') return null;

  const text = balanceText(balance, symbol, masked);
  const shown =
    error && balance === null
      ? t('member-menu.balance.unavailable')
      : (text ?? t('common.updating'));

  return (
    <div className="balance-pill" role="group" aria-label={t('member-menu.balance.label')}>
      <span className="balance-pill__amount" aria-live="polite" aria-busy={busy || undefined}>
        <span className="visually-hidden">{t('member-menu.balance.label')}: </span>
        {shown}
      </span>
      <button
        type="button"
        className="balance-pill__button"
        onClick={() => void refresh()}
        disabled={busy}
        aria-label={t('member-menu.balance.refresh')}
        title={t('member-menu.balance.refresh')}
      >
        <RefreshIcon spinning={busy} />
      </button>
      <button
        type="button"
        className="balance-pill__button"
        onClick={() => setMasked(!masked)}
        aria-pressed={masked}
        aria-label={t('member-menu.balance.hide')}
        title={t(masked ? 'member-menu.balance.show' : 'member-menu.balance.hide')}
      >
        {masked ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { settleQuery } from '../../../lib/api/api-queries';
import { useTransferWallet } from '../api/use-transfer-wallet';
import { canRecallAll } from '../rules/transfer';
import { useRequestId } from '../../../hooks/use-request-id';
import { useWalletFormat } from '../state/use-wallet-format';

type WalletBalance = components['schemas']['WalletBalance'];

/**
 * One click moves every open vendor wallet's money back to the main wallet (`transferWallet`,
 * `allToMain`); wallets under maintenance keep theirs and are named.
 */
export function RecallAllButton({ balance }: { balance: WalletBalance }) {
  const { t } = useTranslation();
  const { money } = useWalletFormat();
  const transfer = useTransferWallet();
  const requestId = useRequestId();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const recall = async () => {
    setMessage(null);
    const result = await settleQuery(
      transfer.mutateAsync({ body: { mode: 'allToMain', requestId: requestId.current() } }),
    );
    requestId.settled(result.ok ? null : result.error);
    if (!result.ok) {
      setMessage({ ok: false, text: t(`errors.${result.error.key}`) });
      return;
    }
    const skipped = result.value.legs
      .filter((leg) => leg.status === 'skipped')
      .map(
        (leg) =>
          balance.wallets.find((w) => w.walletCode === leg.fromWallet)?.name ?? leg.fromWallet,
      );
    const moved = t('wallet.recall.done', { amount: money(result.value.amount) });
    setMessage({
      ok: true,
      text:
        skipped.length > 0
          ? `${moved} ${t('wallet.recall.skipped', { wallets: skipped.join(', ') })}`
          : moved,
    });
  };

  const nothingToMove = !canRecallAll(balance);
  return (
    <div className="wallet-recall">
      <Button
        variant="secondary"
        busy={transfer.isPending}
        disabled={transfer.isPending || nothingToMove}
        aria-describedby={nothingToMove ? 'wallet-recall-nothing' : undefined}
        onClick={() => void recall()}
      >
        {t('wallet.recall.button')}
      </Button>
      {nothingToMove ? (
        <p id="wallet-recall-nothing" className="wallet-note">
          {t('wallet.recall.nothing')}
        </p>
      ) : null}
      <p
        className={
          message?.ok === false ? 'wallet-message wallet-message--error' : 'wallet-message'
        }
        role="status"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}

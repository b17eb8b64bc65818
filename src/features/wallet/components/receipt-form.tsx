import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFilePreview } from '../../../hooks/use-file-preview';
import { settleQuery } from '../../../lib/api/api-queries';
import { useConfirmWithdrawalReceipt } from '../api/use-confirm-withdrawal-receipt';
import { centsOfText, fromCents, toCents } from '../rules/amounts';
import {
  maxProofImages,
  proofFileProblem,
  receiptRequest,
  remainingCents,
  takesProof,
  type ReceiptResult,
} from '../rules/receipt';
import { receiptSchema, type ReceiptValues } from '../schemas/wallet-forms';
import { readDataUrl } from '../../../lib/files/read-data-url';
import { useWalletFormat } from '../state/use-wallet-format';

type Withdrawal = components['schemas']['Withdrawal'];

const results: readonly ReceiptResult[] = ['received', 'partlyReceived', 'notReceived'];

/**
 * The player's answer to a paid withdrawal (section 4): all received, partly received (how much) or
 * not received, the last two with up to 3 png/jpg proof images of at most 5 MB each (section 5,
 * checked here before anything is sent). A review step says the answer is final and what the
 * automatic, irreversible receipt would do, before it is sent.
 */
export function ReceiptForm({
  id,
  withdrawal,
  onConfirmed,
}: {
  id: string;
  withdrawal: Withdrawal;
  onConfirmed(answer: Withdrawal): void;
}) {
  const { t } = useTranslation();
  const { money, time, messages } = useWalletFormat();
  const confirm = useConfirmWithdrawalReceipt();
  const [chosen, setChosen] = useState<{ key: number; file: File }[]>([]);
  const files = chosen.map((c) => c.file);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // A stable key per chosen file, so removing one keeps the others' previews (and their URLs).
  const nextKey = useRef(0);
  const filesId = useId();
  const below = fromCents(toCents(withdrawal.amount) - 1);
  const form = useForm<ReceiptValues>({
    resolver: zodResolver(receiptSchema({ max: below }, messages)),
    defaultValues: { result: 'received', amountReceived: '' },
  });
  const [result, amountText] = useWatch({
    control: form.control,
    name: ['result', 'amountReceived'],
  });
  const receivedCents = centsOfText(amountText) ?? 0;
  const withProof = takesProof(result);
  const { errors } = form.formState;

  const addFiles = (picked: FileList | null) => {
    const problems: string[] = [];
    const next = [...chosen];
    for (const file of Array.from(picked ?? [])) {
      const problem = proofFileProblem(file);
      if (problem) problems.push(t(`wallet.receipt.file.${problem}`, { name: file.name }));
      else if (next.length >= maxProofImages)
        problems.push(t('wallet.receipt.file.tooMany', { name: file.name, max: maxProofImages }));
      else next.push({ key: (nextKey.current += 1), file });
    }
    setChosen(next);
    setFileErrors(problems);
    // The same file may be chosen again after it was removed.
    if (fileInput.current) fileInput.current.value = '';
  };

  const summary = () => {
    if (result === 'received')
      return t('wallet.receipt.summary.received', { amount: money(withdrawal.amount) });
    const proof = withProof ? ` ${t('wallet.receipt.summary.proof', { count: files.length })}` : '';
    if (result === 'notReceived')
      return `${t('wallet.receipt.summary.notReceived', { amount: money(withdrawal.amount) })}${proof}`;
    return `${t('wallet.receipt.summary.partlyReceived', {
      received: money(fromCents(receivedCents)),
      amount: money(withdrawal.amount),
      missing: money(fromCents(remainingCents(withdrawal, receivedCents))),
    })}${proof}`;
  };

  const send = async () => {
    setSendError(null);
    const images = withProof ? await Promise.all(files.map(readDataUrl)) : [];
    const answer = await settleQuery(
      confirm.mutateAsync({
        params: { path: { withdrawalId: withdrawal.withdrawalId } },
        body: receiptRequest(withdrawal, result, receivedCents, images),
      }),
    );
    if (!answer.ok) {
      setSendError(t(`errors.${answer.error.key}`));
      return;
    }
    onConfirmed(answer.value);
  };

  if (reviewing)
    return (
      <section id={id} className="wallet-panel" aria-label={t('wallet.receipt.reviewTitle')}>
        <h5 className="wallet-section-title">{t('wallet.receipt.reviewTitle')}</h5>
        <p>{summary()}</p>
        <p className="wallet-warning">
          {t('wallet.receipt.final')}{' '}
          {withdrawal.autoReceiptAt
            ? t('wallet.receipt.forced', { time: time(withdrawal.autoReceiptAt) })
            : null}
        </p>
        {sendError ? (
          <p className="wallet-message wallet-message--error" role="alert">
            {sendError}
          </p>
        ) : null}
        <div className="wallet-form__actions">
          <Button busy={confirm.isPending} onClick={() => void send()}>
            {t('wallet.receipt.send')}
          </Button>
          <Button variant="ghost" disabled={confirm.isPending} onClick={() => setReviewing(false)}>
            {t('wallet.receipt.back')}
          </Button>
        </div>
      </section>
    );

  return (
    <form
      id={id}
      className="wallet-form wallet-panel"
      aria-label={t('wallet.receipt.title')}
      noValidate
      onSubmit={form.handleSubmit(() => setReviewing(true))}
    >
      <fieldset className="wallet-choice">
        <legend className="field__label">
          {t('wallet.receipt.question', { amount: money(withdrawal.amount) })}
        </legend>
        {results.map((value) => (
          <label key={value} className="wallet-choice__option">
            <input type="radio" value={value} {...form.register('result')} />
            {t(`wallet.receipt.result.${value}`)}
          </label>
        ))}
      </fieldset>
      {result === 'partlyReceived' ? (
        <TextField
          label={t('wallet.receipt.amountReceived')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={
            receivedCents > 0 && receivedCents < toCents(withdrawal.amount)
              ? t('wallet.receipt.missing', {
                  missing: money(fromCents(remainingCents(withdrawal, receivedCents))),
                })
              : t('wallet.receipt.lessThan', { amount: money(withdrawal.amount) })
          }
          error={errors.amountReceived?.message}
          {...form.register('amountReceived')}
        />
      ) : null}
      {withProof ? (
        <div className="field">
          <label className="field__label" htmlFor={filesId}>
            {t('wallet.receipt.proof')}
          </label>
          <input
            ref={fileInput}
            id={filesId}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            aria-describedby={`${filesId}-hint`}
            disabled={files.length >= maxProofImages}
            onChange={(event) => addFiles(event.target.files)}
          />
          <p id={`${filesId}-hint`} className="field__hint">
            {t('wallet.receipt.proofHint', { max: maxProofImages })}
          </p>
          {fileErrors.length > 0 ? (
            <ul className="field__error" role="alert">
              {fileErrors.map((problem, index) => (
                <li key={index}>{problem}</li>
              ))}
            </ul>
          ) : null}
          {files.length > 0 ? (
            <ul className="wallet-files" aria-label={t('wallet.receipt.chosen')}>
              {chosen.map(({ key, file }) => (
                <li key={key}>
                  <ProofPreview file={file} />
                  <span className="wallet-files__name">{file.name}</span>
                  <Button
                    variant="ghost"
                    aria-label={t('wallet.receipt.remove', { name: file.name })}
                    onClick={() => setChosen(chosen.filter((c) => c.key !== key))}
                  >
                    {t('wallet.receipt.removeShort')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="wallet-form__actions">
        <Button type="submit">{t('wallet.receipt.continue')}</Button>
      </div>
    </form>
  );
}

/** A small preview of a chosen proof image; its name beside it says what it is, so no alt text. */
function ProofPreview({ file }: { file: File }) {
  const image = useFilePreview(file);
  return <img ref={image} className="wallet-files__preview" alt="" width={48} height={48} />;
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import type { ActivityStatus } from '../rules/activity-status';
import { ActivityStatusBadge } from './activity-status-badge';
import './engagement.css';

/**
 * What a claim came to: the sentence that says what was claimed, or the catalogue key it was
 * refused with and which of the page's claims (`Of`: a row's id, or one fixed value) it was.
 */
export function useClaimOutcome<Of>() {
  const [claimed, setClaimed] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ of: Of; key: string } | null>(null);
  const [pending, setPending] = useState<{ of: Of } | null>(null);

  /** Runs a claim (`action` resolves with the sentence to announce); a refusal keeps its key. */
  const run = async (of: Of, action: () => Promise<string>) => {
    setFailure(null);
    setClaimed(null);
    setPending({ of });
    try {
      setClaimed(await action());
    } catch (error) {
      setFailure({ of, key: isApiError(error) ? error.key : 'unknown_error' });
    } finally {
      setPending(null);
    }
  };

  return {
    /** The sentence of the last claim (for `ClaimDone`), null before one and while one runs. */
    claimed,
    run,
    /** The key a claim of `of` was refused with, else null. */
    failureOf: (of: Of) => (failure && Object.is(failure.of, of) ? failure.key : null),
    busy: (of: Of) => pending !== null && Object.is(pending.of, of),
  };
}

/** The sentence of the last claim, announced politely (present before it changes). */
export function ClaimDone({ text }: { text: string | null }) {
  return (
    <p className="engagement-done" role="status">
      {text}
    </p>
  );
}

/** A refused claim: the catalogue's text for its key. */
export function ClaimRefused({ errorKey }: { errorKey: string }) {
  const { t } = useTranslation();
  return (
    <p className="engagement-error" role="alert">
      {t(`errors.${errorKey}`)}
    </p>
  );
}

/** One row as a card: its title and status, its amount, what else it says, its Claim's name. */
export interface ClaimCard {
  title: string;
  status: ActivityStatus;
  amount: ReactNode;
  /** Below the amount: a description, progress, dates. */
  details: ReactNode;
  /** The accessible name of its Claim button ("Claim Weekend reload bonus"). */
  claimLabel: string;
}

export type ClaimOutcome = ReturnType<typeof useClaimOutcome<number>>;

export interface ClaimListProps<Row> {
  rows: readonly Row[];
  /** The page's claim outcome (it shows `ClaimDone` above the list, where it survives paging). */
  outcome: ClaimOutcome;
  rowKey(row: Row): number;
  card(row: Row): ClaimCard;
  /** Claims the row (the mutation) and resolves with the sentence that says what was claimed. */
  claim(row: Row): Promise<string>;
  /** Offered beside a refusal (e.g. a way to add the missing contact), if anything. */
  refusalHelp?(row: Row, errorKey: string): ReactNode;
  /** Shown instead of the list when there are no rows. */
  empty?: ReactNode;
}

/**
 * The reward and mission lists (section 4): a card per row with its status, and a Claim button
 * while the row is claimable (status `claim`). A claim announces what it brought (the page's
 * `ClaimDone`); a refusal shows the catalogue's text on its own card.
 */
export function ClaimList<Row>({
  rows,
  outcome,
  rowKey,
  card,
  claim,
  refusalHelp,
  empty,
}: ClaimListProps<Row>) {
  const { t } = useTranslation();
  return rows.length === 0 ? (
    (empty ?? null)
  ) : (
    <ul className="engagement-list">
      {rows.map((row) => {
        const key = rowKey(row);
        const shown = card(row);
        const failure = outcome.failureOf(key);
        return (
          <li key={key}>
            <article className="engagement-card" aria-label={shown.title}>
              <div className="engagement-card__head">
                <h4>{shown.title}</h4>
                <ActivityStatusBadge status={shown.status} />
              </div>
              <p className="engagement-card__amount">{shown.amount}</p>
              {shown.details}
              {shown.status === 'claim' || failure ? (
                <div className="engagement-card__actions">
                  {shown.status === 'claim' ? (
                    <Button
                      busy={outcome.busy(key)}
                      onClick={() => void outcome.run(key, () => claim(row))}
                      aria-label={shown.claimLabel}
                    >
                      {t('engagement.claim')}
                    </Button>
                  ) : null}
                  {failure ? <ClaimRefused errorKey={failure} /> : null}
                  {failure && refusalHelp ? refusalHelp(row, failure) : null}
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

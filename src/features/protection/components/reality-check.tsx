import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { QueryState } from '../../../components/query-state';
import { useSignOut } from '../../../hooks/auth/use-sign-out';
import { useMemberCentreAddress } from '../../../lib/centre/use-member-centre-address';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { useGetRealityCheck } from '../api/use-get-reality-check';
import { useGetSessionSummary } from '../api/use-get-session-summary';
import { nextReminderAt } from '../rules/reality-check-schedule';
import { elapsedSince, formatElapsed, isoDuration } from '../rules/session-time';
import { useMoney } from './use-money';
import './protection.css';

/**
 * The reality check, app-wide while a real member is signed in (the app mounts it): when the
 * member's interval is on, a dialog at the session's login plus every whole interval
 * (`getRealityCheck().nextCheckAt`) shows the time since login and the bets since (staked, won,
 * net), with Continue, Log out and a link to the betting record. It waits while another dialog of
 * the portal is open. A new session remounts it (the app keys it by token).
 */
export default function RealityCheck() {
  const setting = useGetRealityCheck();
  const otherDialog = useAtomValue(openDialogAtom);
  const [answeredUpTo, setAnsweredUpTo] = useState(0);
  const [dueAt, setDueAt] = useState<number | null>(null);
  const next = setting.data ? nextReminderAt(setting.data, answeredUpTo) : null;

  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setDueAt(next), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [next]);

  if (dueAt === null || dueAt !== next || otherDialog !== null) return null;
  const answer = () => {
    setAnsweredUpTo(Math.max(Date.now(), dueAt));
    setDueAt(null);
  };
  return <RealityCheckDialog onContinue={answer} />;
}

function RealityCheckDialog({ onContinue }: { onContinue(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useGetSessionSummary({ fresh: true });
  const signOut = useSignOut();
  const centre = useMemberCentreAddress();
  const [leaving, setLeaving] = useState(false);
  // The figures are as of the moment the reminder opened.
  const [openedAt] = useState(() => Date.now());

  const logOut = async () => {
    setLeaving(true);
    await signOut();
    onContinue();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onContinue())}
      title={t('protection.check.title')}
      testId="reality-check-dialog"
    >
      <p>{t('protection.check.lead')}</p>
      <QueryState query={summary}>
        {(figures) => {
          const elapsed = elapsedSince(figures.startedAt, openedAt);
          return (
            <>
              <dl className="reality-check__figures">
                <div>
                  <dt>{t('protection.check.elapsed')}</dt>
                  <dd>
                    <time dateTime={isoDuration(elapsed)}>{formatElapsed(elapsed)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('protection.check.staked')}</dt>
                  <dd>{money(figures.staked)}</dd>
                </div>
                <div>
                  <dt>{t('protection.check.won')}</dt>
                  <dd>{money(figures.won)}</dd>
                </div>
                <div>
                  <dt>{t('protection.check.net')}</dt>
                  <dd>{money(figures.net)}</dd>
                </div>
              </dl>
              <p className="reality-check__bets">
                {t('protection.check.bets', { count: figures.betCount })}
              </p>
            </>
          );
        }}
      </QueryState>
      <div className="protection__actions protection__actions--row">
        <Button
          variant="ghost"
          onClick={() => {
            onContinue();
            centre.open('personalHistoryCopy');
          }}
          disabled={leaving}
        >
          {t('protection.check.history')}
        </Button>
        <Button variant="secondary" onClick={() => void logOut()} busy={leaving}>
          {t('protection.check.logOut')}
        </Button>
        <Button onClick={onContinue} disabled={leaving} autoFocus>
          {t('protection.check.continue')}
        </Button>
      </div>
    </Dialog>
  );
}

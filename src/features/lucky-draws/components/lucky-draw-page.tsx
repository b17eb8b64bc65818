import { useAtomValue, useSetAtom } from 'jotai';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { QueryLoading } from '../../../components/query-state';
import { useSignOut } from '../../../hooks/auth/use-sign-out';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { isLoggedInAtom, memberInfoAtom } from '../../../lib/stores/session-atoms';
import './lucky-draws.css';

/**
 * The frame of both draws: the title and the rules in one line for everyone; visitors get a Log in
 * button (the login dialog), trial accounts (type 4) `in_need_true_account` with the button to sign
 * in with a real account; members get `children`.
 */
export function LuckyDrawPage({
  game,
  children,
}: {
  game: 'redEnvelope' | 'prizeWheel';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberInfoAtom);
  const titleId = useId();
  let body: ReactNode;
  if (!loggedIn) body = <VisitorGate />;
  else if (!member) body = <QueryLoading />;
  else if (member.type === 4) body = <TrialGate />;
  else body = children;
  const other = game === 'redEnvelope' ? 'prizeWheel' : 'redEnvelope';
  return (
    <section className={`page lucky-draw lucky-draw--${game}`} aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`lucky-draws.${game}.title`)}</h1>
      <p className="lucky-draw__rules">{t(`lucky-draws.${game}.rules`)}</p>
      {body}
      <p className="lucky-draw__other">
        <Link to={`/${other}`}>{t(`lucky-draws.${other}.goTo`)}</Link>
      </p>
    </section>
  );
}

function VisitorGate() {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  return (
    <div className="lucky-draw__gate">
      <p>{t('lucky-draws.visitor')}</p>
      <Button onClick={() => openDialog('login')}>{t('lucky-draws.login')}</Button>
    </div>
  );
}

function TrialGate() {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  const signOut = useSignOut();
  return (
    <div className="lucky-draw__gate">
      <p role="alert">{t('errors.in_need_true_account')}</p>
      <Button
        onClick={() => {
          void signOut().then(() => openDialog('login'));
        }}
      >
        {t('warning.in_increase_submit')}
      </Button>
    </div>
  );
}

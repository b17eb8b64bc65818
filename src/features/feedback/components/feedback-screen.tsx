import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryLoading } from '../../../components/query-state';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { isLoggedInAtom, memberInfoAtom } from '../../../lib/stores/session-atoms';
import { FeedbackForm } from './feedback-form';
import './feedback.css';

/**
 * The feedback form (`/feedback`, section 3). Visitors get the login dialog on arrival (and a Log in
 * button after closing it); trial accounts are told to use a real account (the server refuses them
 * with `in_need_true_account`); members fill in the form.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberInfoAtom);
  const openDialog = useSetAtom(openDialogAtom);
  useEffect(() => {
    if (!loggedIn) openDialog('login');
  }, [loggedIn, openDialog]);

  let body: React.ReactNode;
  if (!loggedIn)
    body = (
      <div className="feedback__gate">
        <p>{t('site-pages.feedback.visitor')}</p>
        <Button onClick={() => openDialog('login')}>{t('site-pages.feedback.login')}</Button>
      </div>
    );
  else if (!member) body = <QueryLoading />;
  else if (member.type === 4)
    body = (
      <p className="feedback__gate" role="alert">
        {t('errors.in_need_true_account')}
      </p>
    );
  else body = <FeedbackForm />;

  return (
    <section className="page feedback" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('site-pages.feedback.title')}</h1>
      <p className="feedback__intro">{t('site-pages.feedback.intro')}</p>
      {body}
    </section>
  );
}

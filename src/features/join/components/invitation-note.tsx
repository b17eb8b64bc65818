import { useTranslation } from 'react-i18next';
import { useInvitationCheck } from '../api/use-invitation-check';

/** What the join link's agent code is: checking, whose it is, or not usable here. */
export function InvitationNote({ code }: { code: string }) {
  const { t } = useTranslation();
  const check = useInvitationCheck(code, window.location.hostname);
  let text: string;
  if (check.status === 'pending') text = t('site-pages.join.invite.checking', { code });
  else if (check.status === 'success' && check.data.valid)
    text = check.data.agent?.displayName
      ? t('site-pages.join.invite.valid', { code, agent: check.data.agent.displayName })
      : t('site-pages.join.invite.validNoName', { code });
  else text = t('site-pages.join.invite.invalid', { code });
  return (
    <p className="join__invite" role="status" data-testid="join-invitation">
      {text}
    </p>
  );
}

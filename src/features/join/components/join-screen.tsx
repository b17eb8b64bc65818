import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../components/button';
import { defaultAgentCentrePage } from '../../../lib/centre/agent-centre-pages';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { isAgentAtom, isLoggedInAtom } from '../../../lib/stores/session-atoms';
import { joinCodesOf, offeredContracts } from '../rules/join-codes';
import { InvitationNote } from './invitation-note';
import './join.css';

const steps = ['register', 'invite', 'play', 'earn'] as const;

/**
 * The join page (`/join`): how to become an agent — the steps and the contract types the agent
 * centre offers on this site — and a call to register. An agent's code in the address
 * (`?affiliateCode=`, `?code=`, `?referralCode=`) is checked and shown here; the registration
 * dialog opened from this page reads the same address, so it comes prefilled.
 */
export default function JoinScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const { search } = useLocation();
  const [codes] = useState(() => joinCodesOf(search));
  const enabled = useAtomValue(featuresAtom);
  const contracts = offeredContracts(enabled);
  return (
    <section className="page join" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('site-pages.join.title')}</h1>
      <p className="join__intro">{t('site-pages.join.intro')}</p>
      {codes.affiliateCode ? <InvitationNote code={codes.affiliateCode} /> : null}
      {codes.referralCode && !codes.affiliateCode ? (
        <p className="join__invite">
          {t('site-pages.join.referral', { code: codes.referralCode })}
        </p>
      ) : null}
      <JoinAction />
      <section className="join__block" aria-labelledby={`${titleId}-steps`}>
        <h2 id={`${titleId}-steps`}>{t('site-pages.join.steps.title')}</h2>
        <ol className="join__steps">
          {steps.map((step) => (
            <li key={step}>
              <strong>{t(`site-pages.join.steps.${step}.title`)}</strong>
              <span>{t(`site-pages.join.steps.${step}.text`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="join__block" aria-labelledby={`${titleId}-earn`}>
        <h2 id={`${titleId}-earn`}>{t('site-pages.join.earn.title')}</h2>
        <p>{t('site-pages.join.earn.commission')}</p>
        {contracts.length > 0 ? (
          <ul className="join__contracts">
            {contracts.map((kind) => (
              <li key={kind}>
                <strong>{t(`site-pages.join.earn.contracts.${kind}.name`)}</strong>
                <span>{t(`site-pages.join.earn.contracts.${kind}.text`)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="join__note">{t('site-pages.join.earn.upline')}</p>
      </section>
    </section>
  );
}

/** Register (visitors), the agent centre (agents), or what a member does to become an agent. */
function JoinAction() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const agent = useAtomValue(isAgentAtom);
  const openDialog = useSetAtom(openDialogAtom);
  const agentCentre = useAgentCentreAddress();
  if (!loggedIn)
    return (
      <div className="join__cta">
        <p>{t('site-pages.join.cta.visitor')}</p>
        <div className="join__buttons">
          <Button onClick={() => openDialog('register')}>
            {t('site-pages.join.cta.register')}
          </Button>
          <Button variant="secondary" onClick={() => openDialog('login')}>
            {t('site-pages.join.cta.login')}
          </Button>
        </div>
      </div>
    );
  if (agent)
    return (
      <div className="join__cta">
        <p>{t('site-pages.join.cta.agent')}</p>
        <Button onClick={() => agentCentre.open(defaultAgentCentrePage)}>
          {t('site-pages.join.cta.agentCentre')}
        </Button>
      </div>
    );
  return (
    <div className="join__cta">
      <p>{t('site-pages.join.cta.member')}</p>
    </div>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { QueryLoading } from '../../../components/query-state';
import * as Tabs from '../../../components/tabs';
import { useSignOut } from '../../../hooks/auth/use-sign-out';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom, permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { isLoggedInAtom, memberInfoAtom } from '../../../lib/stores/session-atoms';
import { mallTabOf, mallTabs } from '../rules/points';
import { ConvertTab } from './convert-tab';
import { PointsDetails } from './points-details';
import { PointsSummary } from './points-summary';
import { RedemptionHistory } from './redemption-history';
import { RewardsTab } from './rewards-tab';
import '../../../components/tab-strip.css';
import './points-mall.css';

/**
 * The points mall (`/pointMall`, only with PTSYS3; without it the address leads home). Visitors
 * read what it is and get a Log in button; trial accounts (type 4) get `in_need_true_account` and a
 * button to sign in with a real account. Members see their points, what points are worth, and four
 * tabs (rewards, convert, redeem history, points details) whose choice is in the address
 * (`?tab=`), so reload and back keep it.
 */
export default function PointsMallScreen() {
  const { t } = useTranslation();
  const permission = useAtomValue(permissionAtom);
  const enabled = useAtomValue(featuresAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberInfoAtom);
  const titleId = useId();

  if (permission && !enabled.has(features.points)) return <Navigate to="/" replace />;

  let body: React.ReactNode;
  if (!loggedIn) body = <VisitorIntro />;
  else if (!member || !permission) body = <QueryLoading />;
  else if (member.type === 4) body = <TrialGate />;
  else body = <MemberMall />;

  return (
    <section className="page points-mall" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('points-mall.title')}</h1>
      {body}
    </section>
  );
}

function VisitorIntro() {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  return (
    <div className="points-mall__gate">
      <p>{t('points-mall.visitor.text')}</p>
      <p>{t('points-mall.neverExpire')}</p>
      <Button onClick={() => openDialog('login')}>{t('points-mall.visitor.login')}</Button>
    </div>
  );
}

function TrialGate() {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  const signOut = useSignOut();
  return (
    <div className="points-mall__gate">
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

function MemberMall() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = mallTabOf(params.get('tab'));
  // A tab chosen but not yet in the address: focus and click both choose it, and one choice must
  // make one history entry (so Back goes to the tab before).
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [tab]);
  const choose = (next: string) => {
    if (next === tab || next === pending.current) return;
    pending.current = next;
    const nextParams = new URLSearchParams(params);
    if (next === 'rewards') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams);
  };
  return (
    <>
      <PointsSummary />
      <Tabs.Root value={tab} onValueChange={choose} className="points-mall__tabs">
        <Tabs.List className="tab-strip tab-strip--fill" aria-label={t('points-mall.tabs.label')}>
          {mallTabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className="tab-strip__tab">
              {t(`points-mall.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="rewards" className="points-mall__panel">
          <RewardsTab />
        </Tabs.Content>
        <Tabs.Content value="convert" className="points-mall__panel">
          <ConvertTab />
        </Tabs.Content>
        <Tabs.Content value="history" className="points-mall__panel">
          <RedemptionHistory />
        </Tabs.Content>
        <Tabs.Content value="details" className="points-mall__panel">
          <PointsDetails />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

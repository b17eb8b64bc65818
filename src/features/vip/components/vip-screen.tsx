import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { QueryLoading, QueryState } from '../../../components/query-state';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { isLoggedInAtom, memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useGetPlayerRank } from '../api/use-get-player-rank';
import { useListRankLevels } from '../api/use-list-rank-levels';
import { servesVip } from '../rules/vip-levels';
import { LevelList } from './level-list';
import { MyStanding } from './my-standing';
import './vip.css';

export interface VipScreenProps {
  /** Opens customer service (the app passes the side menu's opener: VIP above rank 4). */
  onContactService(): void;
}

/**
 * The VIP page (`/vip`): every level with its requirements and benefits. Members see their level,
 * their progress to the next one and customer service by rank (VIP above 4, live chat otherwise,
 * section 4); visitors and trial accounts see the levels and a Log in button.
 */
export function VipScreen({ onContactService }: VipScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const member = useAtomValue(memberInfoAtom);
  const realMember = loggedIn && member !== null && member.type !== 4;
  const waiting = loggedIn && member === null;
  return (
    <section className="page vip" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('site-pages.vip.title')}</h1>
      <p className="vip__intro">{t('site-pages.vip.intro')}</p>
      {waiting ? <QueryLoading /> : null}
      {realMember ? <MemberVip onContactService={onContactService} /> : null}
      {!waiting && !realMember ? <VisitorVip trial={loggedIn} /> : null}
    </section>
  );
}

function MemberVip({ onContactService }: VipScreenProps) {
  const { t } = useTranslation();
  const rank = useGetPlayerRank(true);
  return (
    <QueryState query={rank} failedText={t('site-pages.vip.failed')}>
      {(data) => (
        <>
          <MyStanding rank={data} />
          <div className="vip__service">
            <p>
              {t(
                servesVip(data.rankLevel)
                  ? 'site-pages.vip.service.vipText'
                  : 'site-pages.vip.service.chatText',
              )}
            </p>
            <Button onClick={onContactService}>
              {t(
                servesVip(data.rankLevel)
                  ? 'site-pages.vip.service.vip'
                  : 'site-pages.vip.service.chat',
              )}
            </Button>
          </div>
          <LevelList levels={data.levels} mine={data.rankLevel} />
        </>
      )}
    </QueryState>
  );
}

function VisitorVip({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const openDialog = useSetAtom(openDialogAtom);
  const levels = useListRankLevels(true);
  return (
    <>
      <div className="vip__cta">
        <p>{t(trial ? 'site-pages.vip.trial' : 'site-pages.vip.visitor')}</p>
        {trial ? null : (
          <Button onClick={() => openDialog('login')}>{t('site-pages.vip.login')}</Button>
        )}
      </div>
      <QueryState
        query={levels}
        failedText={t('site-pages.vip.failed')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="vip__note">{t('site-pages.vip.empty')}</p>}
      >
        {(list) => <LevelList levels={list} mine={null} />}
      </QueryState>
    </>
  );
}

import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { RecordList } from '../../../components/records/record-list';
import { RecordTable, type RecordColumn } from '../../../components/records/record-table';
import { useAgentMenu } from '../../../hooks/centre/use-agent-menu';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { recordPageSize } from '../../../lib/records/record-filter';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useListDownlines } from '../api/use-list-downlines';
import { contractLinks } from '../rules/contract-links';
import {
  backTo,
  downlinesQuery,
  drillInto,
  firstView,
  searchFor,
  type DownlineView,
} from '../rules/downline-view';
import { TransferDialog } from './transfer-dialog';
import '../../../components/records/records.css';
import './agent-team.css';

type Downline = components['schemas']['Downline'];

/**
 * Team management (`downlineManagmentView`): the agent's direct downlines, a level at a time (a
 * member's own team opens below it, the breadcrumb leads back), or one member found by account
 * anywhere in the team; each with its level, type, balance, last login and team size. Per member:
 * transfer to it, and for a direct agent downline its contracts, one page per kind the menu has.
 */
export default function DownlineManagementPage() {
  const { t } = useTranslation();
  const me = useAtomValue(memberInfoAtom);
  const [view, setView] = useState<DownlineView>(firstView);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const format = useRecordFormats();
  const query = useListDownlines(downlinesQuery(view, me?.account ?? '', recordPageSize));
  const notFound = view.search !== '' && query.error?.key === 'not_found';

  return (
    <div className="agent-team">
      <SearchForm
        key={view.search}
        initial={view.search}
        onSearch={(account) => setView((v) => searchFor(v, account))}
      />
      {view.search ? null : (
        <Trail trail={view.trail} onBack={(depth) => setView((v) => backTo(v, depth))} />
      )}
      <p className="agent-team__done" role="status">
        {done}
      </p>
      {notFound ? (
        <p className="records-empty">{t('agent-team.team.notFound', { account: view.search })}</p>
      ) : (
        <RecordList
          query={query}
          fetching={query.isFetching}
          failedText={t('agent-team.team.failed')}
          emptyText={t(
            view.trail.length > 0 ? 'agent-team.team.emptyUnder' : 'agent-team.team.empty',
          )}
          pagesLabel={t('agent-team.team.pages')}
          onPage={(pageNo) => setView((v) => ({ ...v, pageNo }))}
        >
          {(page) => (
            <DownlineTable
              rows={page.list}
              onDrill={(account) => setView((v) => drillInto(v, account))}
              onTransfer={(member) => {
                setDone(null);
                setTransferTo(member);
              }}
            />
          )}
        </RecordList>
      )}
      {transferTo ? (
        <TransferDialog
          downline={transferTo}
          onClose={() => setTransferTo(null)}
          onDone={(transfer) => {
            setTransferTo(null);
            setDone(
              t('agent-team.transfer.done', {
                amount: format.money(transfer.amount),
                account: transfer.toAccount,
                balance: format.money(transfer.balanceAfter),
              }),
            );
          }}
        />
      ) : null}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch(account: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="agent-search" role="search" onSubmit={submit}>
      <label className="date-range__field">
        <span>{t('agent-team.team.searchLabel')}</span>
        <input
          className="date-range__input"
          type="search"
          value={text}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary">
        {t('agent-team.team.search')}
      </Button>
      {initial ? (
        <Button variant="ghost" onClick={() => onSearch('')}>
          {t('agent-team.team.clearSearch')}
        </Button>
      ) : null}
    </form>
  );
}

function Trail({ trail, onBack }: { trail: readonly string[]; onBack(depth: number): void }) {
  const { t } = useTranslation();
  const steps = [t('agent-team.team.myTeam'), ...trail];
  return (
    <nav className="agent-trail" aria-label={t('agent-team.team.trail')}>
      <ol>
        {steps.map((step, depth) => (
          <li key={`${depth}-${step}`}>
            {depth === steps.length - 1 ? (
              <span aria-current="page">{step}</span>
            ) : (
              <button type="button" className="agent-trail__step" onClick={() => onBack(depth)}>
                {step}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DownlineTable({
  rows,
  onDrill,
  onTransfer,
}: {
  rows: readonly Downline[];
  onDrill(account: string): void;
  onTransfer(member: Downline): void;
}) {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const menu = useAgentMenu();
  const address = useAgentCentreAddress();
  const columns: RecordColumn<Downline>[] = [
    {
      key: 'account',
      header: t('agent-team.team.account'),
      cell: (d) => (
        <>
          <strong>{d.account}</strong>
          {d.nickname ? <span className="records-sub">{d.nickname}</span> : null}
          {d.status !== 'normal' ? (
            <span className="records-sub">{t(`agent-team.status.${d.status}`)}</span>
          ) : null}
        </>
      ),
    },
    { key: 'level', header: t('agent-team.team.level'), numeric: true, cell: (d) => d.level },
    {
      key: 'type',
      header: t('agent-team.team.type'),
      cell: (d) => t(`agent-team.kind.${d.isAgent ? 'agent' : 'player'}`),
    },
    {
      key: 'balance',
      header: t('agent-team.team.balance'),
      numeric: true,
      cell: (d) => format.money(d.balance),
    },
    {
      key: 'lastLogin',
      header: t('agent-team.team.lastLogin'),
      cell: (d) => (d.lastLoginAt ? format.dateTime(d.lastLoginAt) : t('agent-team.team.never')),
    },
    {
      key: 'teamSize',
      header: t('agent-team.team.teamSize'),
      numeric: true,
      cell: (d) => d.teamSize,
    },
    {
      key: 'actions',
      header: t('agent-team.team.actions'),
      cell: (d) => (
        <div className="agent-row-actions">
          <Button
            variant="secondary"
            onClick={() => onTransfer(d)}
            aria-label={t('agent-team.team.transferTo', { account: d.account })}
          >
            {t('agent-team.team.transfer')}
          </Button>
          {d.teamSize > 0 ? (
            <Button
              variant="ghost"
              onClick={() => onDrill(d.account)}
              aria-label={t('agent-team.team.openTeamOf', { account: d.account })}
            >
              {t('agent-team.team.openTeam')}
            </Button>
          ) : null}
          {contractLinks(d, menu).map((link) => (
            <span key={link.kind} className="agent-contract-link">
              <Button
                variant="ghost"
                onClick={() => address.show(link.page, { account: d.account })}
                aria-label={t('agent-team.team.contractWith', {
                  kind: t(`agent-team.contractKind.${link.kind}`),
                  account: d.account,
                })}
              >
                {t(`agent-team.contractKind.${link.kind}`)}
              </Button>
              {link.status ? (
                <span className="records-sub">{t(`agent-team.contractStatus.${link.status}`)}</span>
              ) : null}
            </span>
          ))}
        </div>
      ),
    },
  ];
  return (
    <RecordTable
      caption={t('agent-team.team.caption')}
      columns={columns}
      rows={rows}
      rowKey={(d) => String(d.id)}
    />
  );
}

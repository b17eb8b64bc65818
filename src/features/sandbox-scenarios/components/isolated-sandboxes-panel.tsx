import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { CopyField } from '../../../components/copy-field';
import { Panel } from '../../../components/panel';
import '../../../components/text-field.css';
import { QueryState } from '../../../components/query-state';
import { useCreateIsolatedSandbox } from '../api/use-create-isolated-sandbox';
import { useDeleteIsolatedSandbox } from '../api/use-delete-isolated-sandbox';
import { useListIsolatedSandboxes } from '../api/use-list-isolated-sandboxes';
import { useListSandboxSnapshots } from '../api/use-list-sandbox-snapshots';
import { useListScenarios } from '../api/use-list-scenarios';
import { minutesLeft, sandboxLink } from '../rules/sandbox-link';

type Source = 'seed' | 'snapshot' | 'scenario';

/**
 * Isolated sandboxes: create one from the seed, a snapshot or a scenario, copy or open its link,
 * delete it; each shows when it expires unless used.
 */
export function IsolatedSandboxesPanel() {
  const { t } = useTranslation();
  const sourceId = useId();
  const nameId = useId();
  const [from, setFrom] = useState<Source>('seed');
  const [name, setName] = useState('');
  // Expiry is shown in whole minutes: the time the console opened is close enough.
  const [nowMs] = useState(() => Date.now());
  const sandboxes = useListIsolatedSandboxes();
  const scenarios = useListScenarios();
  const snapshots = useListSandboxSnapshots();
  const create = useCreateIsolatedSandbox();
  const remove = useDeleteIsolatedSandbox();
  const error = (create.error ?? remove.error) as ApiError | null;
  const names =
    from === 'scenario'
      ? (scenarios.data ?? []).map((s) => s.name)
      : from === 'snapshot'
        ? (snapshots.data ?? []).map((s) => s.name)
        : [];
  const chosen = names.includes(name) ? name : (names[0] ?? '');
  const origin = location.origin;

  return (
    <Panel
      id="isolated-sandboxes"
      title={t('sandbox-scenarios.isolated.title')}
      headingId="isolated-title"
    >
      <p>{t('sandbox-scenarios.isolated.intro')}</p>
      <form
        className="sandbox-scenarios__row"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate({ body: from === 'seed' ? { from } : { from, name: chosen } });
        }}
      >
        <label className="field__label" htmlFor={sourceId}>
          {t('sandbox-scenarios.isolated.from')}
        </label>
        <select
          id={sourceId}
          className="field__input"
          value={from}
          onChange={(event) => setFrom(event.target.value as Source)}
        >
          <option value="seed">{t('sandbox-scenarios.isolated.fromSeed')}</option>
          <option value="snapshot">{t('sandbox-scenarios.isolated.fromSnapshot')}</option>
          <option value="scenario">{t('sandbox-scenarios.isolated.fromScenario')}</option>
        </select>
        {from === 'seed' ? null : (
          <>
            <label className="field__label" htmlFor={nameId}>
              {t('sandbox-scenarios.isolated.name')}
            </label>
            <select
              id={nameId}
              className="field__input"
              value={chosen}
              onChange={(event) => setName(event.target.value)}
            >
              {names.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </>
        )}
        <Button
          type="submit"
          busy={create.isPending}
          disabled={create.isPending || (from !== 'seed' && !chosen)}
        >
          {t('sandbox-scenarios.isolated.create')}
        </Button>
      </form>
      {error ? <p role="alert">{t(`errors.${error.key}`)}</p> : null}
      <QueryState
        query={sandboxes}
        isEmpty={(value) => value.sandboxes.length === 0}
        empty={<p>{t('sandbox-scenarios.isolated.empty')}</p>}
      >
        {(value) => (
          <ul className="sandbox-scenarios__list" aria-label={t('sandbox-scenarios.isolated.list')}>
            {value.sandboxes.map((sandbox) => {
              const link = sandboxLink(origin, sandbox.prefix);
              return (
                <li key={sandbox.id} className="sandbox-scenarios__item">
                  <div className="sandbox-scenarios__grow">
                    <CopyField label={t('sandbox-scenarios.isolated.link')} value={link} />
                    <p className="sandbox-scenarios__muted">
                      {t('sandbox-scenarios.isolated.details', {
                        source: sandbox.source.name ?? t('sandbox-scenarios.isolated.fromSeed'),
                        minutes: minutesLeft(sandbox.expiresAt, nowMs),
                      })}
                    </p>
                  </div>
                  <div className="sandbox-scenarios__actions">
                    <a className="btn btn--secondary" href={link} target="_blank" rel="noreferrer">
                      {t('sandbox-scenarios.isolated.open')}
                    </a>
                    <Button
                      variant="ghost"
                      disabled={remove.isPending}
                      aria-label={t('sandbox-scenarios.isolated.deleteNamed', { id: sandbox.id })}
                      onClick={() => remove.mutate({ params: { path: { sandboxId: sandbox.id } } })}
                    >
                      {t('sandbox-scenarios.isolated.delete')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <p className="sandbox-scenarios__muted">
        {sandboxes.data
          ? t('sandbox-scenarios.isolated.limits', {
              max: sandboxes.data.maxSandboxes,
              minutes: sandboxes.data.idleMinutes,
            })
          : null}
      </p>
    </Panel>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/panel';
import '../../../components/text-field.css';
import { QueryState } from '../../../components/query-state';
import { useDeleteSandboxSnapshot } from '../api/use-delete-sandbox-snapshot';
import { useListSandboxSnapshots } from '../api/use-list-sandbox-snapshots';
import { useRestoreSandboxSnapshot } from '../api/use-restore-sandbox-snapshot';
import { useSaveSandboxSnapshot } from '../api/use-save-sandbox-snapshot';
import { isSnapshotName } from '../rules/sandbox-link';

/** Named snapshots: save this sandbox's state, restore or delete one (server-wide). */
export function SnapshotsPanel() {
  const { t } = useTranslation();
  const inputId = useId();
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const snapshots = useListSandboxSnapshots();
  const save = useSaveSandboxSnapshot();
  const restore = useRestoreSandboxSnapshot();
  const remove = useDeleteSandboxSnapshot();
  const error = (save.error ?? restore.error ?? remove.error) as ApiError | null;
  const valid = isSnapshotName(name);

  return (
    <Panel
      id="snapshots"
      title={t('sandbox-scenarios.snapshots.title')}
      headingId="snapshots-title"
    >
      <form
        className="sandbox-scenarios__row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          save.mutate(
            { body: { name } },
            { onSuccess: () => setDone(t('sandbox-scenarios.snapshots.saved', { name })) },
          );
        }}
      >
        <label className="field__label" htmlFor={inputId}>
          {t('sandbox-scenarios.snapshots.name')}
        </label>
        <input
          id={inputId}
          className="field__input"
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" busy={save.isPending} disabled={!valid || save.isPending}>
          {t('sandbox-scenarios.snapshots.save')}
        </Button>
      </form>
      <QueryState
        query={snapshots}
        isEmpty={(list) => list.length === 0}
        empty={<p>{t('sandbox-scenarios.snapshots.empty')}</p>}
      >
        {(list) => (
          <ul className="sandbox-scenarios__list">
            {list.map((snapshot) => (
              <li key={snapshot.name} className="sandbox-scenarios__item">
                <div>
                  <strong>{snapshot.name}</strong>
                  <p className="sandbox-scenarios__muted">
                    {t('sandbox-scenarios.snapshots.details', {
                      members: snapshot.members,
                      savedAt: new Date(snapshot.savedAt).toLocaleString(),
                    })}
                  </p>
                </div>
                <div className="sandbox-scenarios__actions">
                  <Button
                    variant="secondary"
                    disabled={restore.isPending}
                    aria-label={t('sandbox-scenarios.snapshots.restoreNamed', {
                      name: snapshot.name,
                    })}
                    onClick={() =>
                      restore.mutate(
                        { params: { path: { name: snapshot.name } } },
                        {
                          onSuccess: () =>
                            setDone(
                              t('sandbox-scenarios.snapshots.restored', { name: snapshot.name }),
                            ),
                        },
                      )
                    }
                  >
                    {t('sandbox-scenarios.snapshots.restore')}
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={remove.isPending}
                    aria-label={t('sandbox-scenarios.snapshots.deleteNamed', {
                      name: snapshot.name,
                    })}
                    onClick={() => remove.mutate({ params: { path: { name: snapshot.name } } })}
                  >
                    {t('sandbox-scenarios.snapshots.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <div role="status" aria-live="polite">
        {done ? <p className="sandbox-scenarios__done">{done}</p> : null}
      </div>
      {error ? <p role="alert">{t(`errors.${error.key}`)}</p> : null}
    </Panel>
  );
}

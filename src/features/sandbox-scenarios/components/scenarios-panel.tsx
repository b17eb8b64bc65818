import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { QueryState } from '../../../components/query-state';
import { useApplyScenario } from '../api/use-apply-scenario';
import { useListScenarios } from '../api/use-list-scenarios';

/** Scenarios: apply one to this sandbox; the member to open the portal as is shown. */
export function ScenariosPanel() {
  const { t } = useTranslation();
  const scenarios = useListScenarios();
  const apply = useApplyScenario();
  const [pending, setPending] = useState<string | null>(null);
  const applied = apply.data?.value;
  const error = apply.error as ApiError | null;

  return (
    <Panel
      id="scenarios"
      title={t('sandbox-scenarios.scenarios.title')}
      headingId="scenarios-title"
    >
      <p>{t('sandbox-scenarios.scenarios.intro')}</p>
      <QueryState
        query={scenarios}
        isEmpty={(list) => list.length === 0}
        empty={<p>{t('sandbox-scenarios.scenarios.empty')}</p>}
      >
        {(list) => (
          <ul className="sandbox-scenarios__list">
            {list.map((scenario) => (
              <li key={scenario.name} className="sandbox-scenarios__item">
                <div>
                  <strong>{scenario.name}</strong>
                  <p>{scenario.description}</p>
                  <p className="sandbox-scenarios__muted">
                    {t('sandbox-scenarios.scenarios.openAs', {
                      member:
                        scenario.openAs === '$created'
                          ? t('sandbox-scenarios.scenarios.newMember')
                          : scenario.openAs,
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  busy={apply.isPending && pending === scenario.name}
                  disabled={apply.isPending}
                  aria-label={t('sandbox-scenarios.scenarios.applyNamed', { name: scenario.name })}
                  onClick={() => {
                    setPending(scenario.name);
                    apply.mutate({ params: { path: { name: scenario.name } } });
                  }}
                >
                  {t('sandbox-scenarios.scenarios.apply')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <div role="status" aria-live="polite">
        {applied ? (
          <p className="sandbox-scenarios__done">
            {t('sandbox-scenarios.scenarios.applied', {
              name: applied.name,
              member: applied.openAs,
              password: applied.password,
            })}
          </p>
        ) : null}
      </div>
      {error ? <p role="alert">{t(`errors.${error.key}`)}</p> : null}
    </Panel>
  );
}

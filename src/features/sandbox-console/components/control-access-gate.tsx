import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { QueryError } from '../../../components/query-state';
import { TextField } from '../../../components/text-field';
import { readControlToken, saveControlToken } from '../api/control-token';
import { useGetSandboxConfig } from '../api/use-get-sandbox-config';
import { controlRefusalOf } from '../rules/control-refusal';

type SandboxConfig = components['schemas']['SandboxConfig'];

/**
 * Reads the sandbox's config; the console's sections show once it answers. When the control API
 * refuses, the console says why and what to do, and asks for the control token when that is it.
 */
export function ControlAccessGate({ children }: { children(config: SandboxConfig): ReactNode }) {
  const { t } = useTranslation();
  const config = useGetSandboxConfig();
  const queryClient = useQueryClient();
  const [token, setToken] = useState('');
  const refusal = controlRefusalOf(config.error);

  const submitToken = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    saveControlToken(token.trim());
    void queryClient.invalidateQueries();
  };

  if (config.status === 'pending') return <p role="status">{t('common.loading')}</p>;
  if (config.status === 'success') return children(config.data);

  return (
    <section className="console-refusal" role="alert" aria-labelledby="console-refusal-title">
      <h2 id="console-refusal-title">{t('sandbox-console.access.title')}</h2>
      {refusal ? (
        <p>{t(`sandbox-console.access.${refusal}`)}</p>
      ) : (
        <QueryError error={config.error} onRetry={() => void config.refetch()} />
      )}
      {refusal === 'tokenNeeded' ? (
        <form className="console-form console-form--inline" onSubmit={submitToken}>
          <TextField
            label={t('sandbox-console.access.token')}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            hint={readControlToken() ? t('sandbox-console.access.tokenWrong') : undefined}
          />
          <Button type="submit">{t('sandbox-console.access.useToken')}</Button>
        </form>
      ) : refusal ? (
        <Button variant="secondary" onClick={() => void config.refetch()}>
          {t('common.retry')}
        </Button>
      ) : null}
    </section>
  );
}

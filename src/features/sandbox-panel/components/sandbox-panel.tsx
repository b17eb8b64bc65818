import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { permissionAtom, systemStatusAtom } from '../../../lib/site/site-atoms';
import { clearSessionKeepingMerchant } from '../../../lib/storage/session-values';
import { settleQuery } from '../../../lib/api/api-queries';
import { getPermissionOptions } from '../../../lib/site/api/use-get-permission';
import { getSystemStatusOptions } from '../../../lib/site/api/use-get-system-status';
import { resetSandbox, switchFeatureFlags, switchSystemStatus } from '../api/sandbox-control';
import { getSandboxConfigOptions, useGetSandboxConfig } from '../api/use-get-sandbox-config';
import {
  isoToLocalInput,
  statusRequest,
  suggestedEndTime,
  type StatusForm,
} from '../rules/status-request';
import './sandbox-panel.css';

type SandboxConfig = components['schemas']['SandboxConfig'];

const statusChoices = [
  { value: 0, key: 'normal' },
  { value: 1, key: 'maintenance' },
  { value: 2, key: 'regionBlocked' },
] as const;

function formOf(config: SandboxConfig): StatusForm {
  const { systemStatus } = config;
  return {
    status: systemStatus.status,
    title: systemStatus.title ?? '',
    endTime: isoToLocalInput(systemStatus.endTime),
    info: systemStatus.info ?? '',
  };
}

/**
 * The demo staff's sandbox panel — `npm run dev` only (the root layout loads it behind
 * `import.meta.env.DEV`, so builds do not contain it). It switches the system status and the feature
 * flags through the mock's control API and resets the sandbox; the portal re-reads the status and
 * the permission at once, so the change shows without a reload.
 */
export default function SandboxPanel() {
  const { t } = useTranslation();
  const bodyId = useId();
  const setStatus = useSetAtom(systemStatusAtom);
  const setPermission = useSetAtom(permissionAtom);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const configQuery = useGetSandboxConfig(open);
  const config = configQuery.data ?? null;
  const setConfig = (next: SandboxConfig) =>
    queryClient.setQueryData(getSandboxConfigOptions().queryKey, { success: true, value: next });
  // The status form starts from the sandbox's config and keeps the staff's edits from then on.
  const [edited, setForm] = useState<StatusForm | null>(null);
  const form = edited ?? (config ? formOf(config) : null);
  const [busy, setBusy] = useState(false);
  const [said, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const message =
    said ?? (configQuery.isError ? { text: t('sandbox-panel.unreachable'), error: true } : null);

  const say = (text: string, error = false) => setMessage({ text, error });

  // Asked again past the cache, so the portal shows the switch without a reload.
  const refreshPortal = useCallback(async () => {
    const [status, permission] = await Promise.all([
      settleQuery(queryClient.fetchQuery({ ...getSystemStatusOptions(), staleTime: 0 })),
      settleQuery(queryClient.fetchQuery({ ...getPermissionOptions(), staleTime: 0 })),
    ]);
    if (status.ok) setStatus(status.value);
    if (permission.ok) setPermission(permission.value);
  }, [queryClient, setStatus, setPermission]);

  // While a switch runs, controls stay enabled (disabling them would drop keyboard focus) and
  // further clicks are ignored instead.
  const applyStatus = async () => {
    if (!form || busy) return;
    setBusy(true);
    const result = await switchSystemStatus(statusRequest(form));
    if (result.ok) {
      setConfig(result.value);
      await refreshPortal();
      say(
        t('sandbox-panel.statusApplied', {
          status: t(`sandbox-panel.status.${statusChoices[form.status].key}`),
        }),
      );
    } else {
      say(t(`errors.${result.error.key}`), true);
    }
    setBusy(false);
  };

  const toggleFlag = async (modId: string, on: boolean) => {
    if (busy) return;
    setBusy(true);
    const result = await switchFeatureFlags({ [modId]: on });
    if (result.ok) {
      setConfig(result.value);
      await refreshPortal();
      say(t(on ? 'sandbox-panel.flagOn' : 'sandbox-panel.flagOff', { flag: modId }));
    } else {
      say(t(`errors.${result.error.key}`), true);
    }
    setBusy(false);
  };

  const reset = async () => {
    if (busy || !window.confirm(t('sandbox-panel.resetConfirm'))) return;
    setBusy(true);
    const result = await resetSandbox();
    if (result.ok) {
      // Every session ended with the reset: start again signed out, as a fresh visitor.
      clearSessionKeepingMerchant();
      window.location.reload();
      return;
    }
    say(t(`errors.${result.error.key}`), true);
    setBusy(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      document.getElementById(`${bodyId}-toggle`)?.focus();
    }
  };

  return (
    <div className="sandbox-panel" data-dev-sandbox-panel="" onKeyDown={closeOnEscape}>
      <button
        id={`${bodyId}-toggle`}
        type="button"
        className="sandbox-panel__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpen((value) => !value);
          setForm(null);
        }}
      >
        {t('sandbox-panel.toggle')}
      </button>
      {open ? (
        <section
          id={bodyId}
          className="sandbox-panel__body"
          aria-label={t('sandbox-panel.title')}
          aria-busy={busy}
        >
          <p className="sandbox-panel__note">{t('sandbox-panel.devOnly')}</p>
          {!config || !form ? (
            message ? null : (
              <p role="status">{t('common.loading')}</p>
            )
          ) : (
            <>
              <fieldset className="sandbox-panel__group">
                <legend>{t('sandbox-panel.statusLegend')}</legend>
                <div className="sandbox-panel__choices">
                  {statusChoices.map((choice) => (
                    <label key={choice.value} className="sandbox-panel__choice">
                      <input
                        type="radio"
                        name={`${bodyId}-status`}
                        checked={form.status === choice.value}
                        onChange={() =>
                          setForm({
                            ...form,
                            status: choice.value,
                            endTime:
                              choice.value === 1 && !form.endTime
                                ? suggestedEndTime(Date.now())
                                : form.endTime,
                          })
                        }
                      />
                      {t(`sandbox-panel.status.${choice.key}`)}
                    </label>
                  ))}
                </div>
                {form.status === 1 ? (
                  <>
                    <TextField
                      label={t('sandbox-panel.maintenanceTitle')}
                      value={form.title}
                      onChange={(event) => setForm({ ...form, title: event.target.value })}
                      maxLength={200}
                    />
                    <TextField
                      label={t('sandbox-panel.endTime')}
                      hint={t('sandbox-panel.endTimeHint')}
                      type="datetime-local"
                      value={form.endTime}
                      onChange={(event) => setForm({ ...form, endTime: event.target.value })}
                    />
                  </>
                ) : null}
                {form.status !== 0 ? (
                  <div className="field">
                    <label className="field__label" htmlFor={`${bodyId}-info`}>
                      {t('sandbox-panel.info')}
                    </label>
                    <textarea
                      id={`${bodyId}-info`}
                      className="field__input"
                      rows={2}
                      maxLength={2000}
                      value={form.info}
                      onChange={(event) => setForm({ ...form, info: event.target.value })}
                    />
                  </div>
                ) : null}
                <Button onClick={() => void applyStatus()} busy={busy} disabled={false}>
                  {t('sandbox-panel.applyStatus')}
                </Button>
              </fieldset>
              <fieldset className="sandbox-panel__group">
                <legend>{t('sandbox-panel.flagsLegend')}</legend>
                <ul className="sandbox-panel__flags">
                  {Object.entries(config.flags).map(([modId, on]) => (
                    <li key={modId}>
                      <label className="sandbox-panel__choice">
                        <input
                          type="checkbox"
                          checked={on}
                          onChange={(event) => void toggleFlag(modId, event.target.checked)}
                        />
                        <code>{modId}</code>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </>
          )}
          <Button variant="secondary" onClick={() => void reset()}>
            {t('sandbox-panel.reset')}
          </Button>
          <p
            role="status"
            className={
              message?.error
                ? 'sandbox-panel__message sandbox-panel__message--error'
                : 'sandbox-panel__message'
            }
          >
            {message?.text}
          </p>
        </section>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { useSetFeatureFlags } from '../api/use-set-feature-flags';
import { ConsoleSection } from './console-section';
import { useOutcome } from './use-outcome';

type SandboxConfig = components['schemas']['SandboxConfig'];

/** Each flag with what it switches (the contract's WhitelabelNode table); a click applies it. */
export function FeatureFlagsSection({ config }: { config: SandboxConfig }) {
  const { t } = useTranslation();
  const setFeatureFlags = useSetFeatureFlags();
  const { outcome, done, failed } = useOutcome();

  // While a switch runs the boxes stay enabled (disabling one would drop keyboard focus); further
  // clicks wait for it instead.
  const toggle = async (modId: string, on: boolean) => {
    if (setFeatureFlags.isPending) return;
    try {
      await setFeatureFlags.mutateAsync({ body: { flags: { [modId]: on } } });
      done(t(on ? 'sandbox-console.flags.on' : 'sandbox-console.flags.off', { flag: modId }));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ConsoleSection
      id="feature-flags"
      title={t('sandbox-console.flags.title')}
      description={t('sandbox-console.flags.description')}
      outcome={outcome}
    >
      <fieldset className="console-fieldset">
        <legend className="visually-hidden">{t('sandbox-console.flags.title')}</legend>
        <ul className="console-flags">
          {Object.entries(config.flags).map(([modId, on]) => (
            <li key={modId}>
              <label className="console-choice console-choice--flag">
                <input
                  type="checkbox"
                  checked={on}
                  aria-describedby={`flag-${modId}`}
                  onChange={(event) => void toggle(modId, event.target.checked)}
                />
                <code>{modId}</code>
              </label>
              <span id={`flag-${modId}`} className="console-flags__what">
                {t(`sandbox-console.flags.what.${modId}`, {
                  defaultValue: t('sandbox-console.flags.unknown'),
                })}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
    </ConsoleSection>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { isApiError } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useGetRealityCheck } from '../api/use-get-reality-check';
import { useSetRealityCheck } from '../api/use-set-reality-check';

type Interval = components['schemas']['RealityCheckInterval'];

/** The contract's intervals (`RealityCheckInterval`): off, then minutes. */
const intervals: readonly Interval[] = [0, 15, 30, 45, 60, 90, 120];

/** The reality-check reminder: off or every 15 to 120 minutes from each login. */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useGetRealityCheck();
  return (
    <section className="protection__section" aria-labelledby={headingId}>
      <h4 id={headingId} className="protection__heading">
        {t('protection.reality.title')}
      </h4>
      <p className="protection__explain">{t('protection.reality.explain')}</p>
      <QueryState query={query}>
        {(setting) => <RealityCheckForm current={setting.intervalMinutes} />}
      </QueryState>
    </section>
  );
}

function RealityCheckForm({ current }: { current: Interval }) {
  const { t } = useTranslation();
  const selectId = useId();
  const save = useSetRealityCheck();
  const [chosen, setChosen] = useState<Interval>(current);
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const label = (minutes: Interval) =>
    minutes === 0 ? t('protection.reality.off') : t('protection.reality.every', { minutes });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setStatus('');
    try {
      const answer = await save.mutateAsync({ body: { intervalMinutes: chosen } });
      const minutes = answer.value.intervalMinutes;
      setStatus(
        minutes === 0
          ? t('protection.reality.savedOff')
          : t('protection.reality.savedEvery', { minutes }),
      );
    } catch (error) {
      setFormError(t(`errors.${isApiError(error) ? error.key : 'unknown_error'}`));
    }
  };

  return (
    <form className="protection__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {formError ? (
        <p className="protection__alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('protection.reality.interval')}
        </label>
        <div className="field__row">
          <select
            id={selectId}
            className="field__input protection__select"
            value={chosen}
            onChange={(event) => {
              setChosen(Number(event.target.value) as Interval);
              setStatus('');
            }}
          >
            {intervals.map((minutes) => (
              <option key={minutes} value={minutes}>
                {label(minutes)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="protection__actions">
        <Button type="submit" busy={save.isPending}>
          {t('protection.reality.save')}
        </Button>
        <p className="protection__status" role="status">
          {status}
        </p>
      </div>
    </form>
  );
}

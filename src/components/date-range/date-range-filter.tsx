import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  datePresets,
  presetOf,
  presetRange,
  rangeProblem,
  type DatePreset,
  type DayRange,
  type RangeProblem,
} from '../../lib/dates/day-range';
import { Button } from '../button';
import './date-range-filter.css';

export interface DateRangeFilterProps {
  /** The range the list shows now. */
  value: DayRange;
  /** Called with a range that passed the checks (a preset, or the two days and Search). */
  onChange(range: DayRange): void;
  /** The longest span the list's contract takes, in days (both ends counted); none by default. */
  maxDays?: number | undefined;
  /** The presets offered, in order; all four by default. */
  presets?: readonly DatePreset[];
  /** The list's other filters (selects), shown beside the days. */
  children?: ReactNode;
}

/**
 * A list's date filter: two labelled native date inputs (keyboard and screen-reader friendly, the
 * browser's own calendar) applied with Search, and presets applied at once. A range the list
 * cannot take (a day missing, the end before the start, longer than `maxDays`) is refused here
 * with a message instead of being sent.
 */
export function DateRangeFilter({
  value,
  onChange,
  maxDays,
  presets = datePresets,
  children,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DayRange>(value);
  const [shown, setShown] = useState<DayRange>(value);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorId = useId();
  const presetsId = useId();

  // A new range from outside (another preset, a reset) replaces what is typed.
  if (shown.startDate !== value.startDate || shown.endDate !== value.endDate) {
    setShown(value);
    setDraft(value);
    setProblem(null);
  }

  const apply = (range: DayRange) => {
    const found = rangeProblem(range, { maxDays });
    setProblem(found);
    if (!found) onChange(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const edit = (field: keyof DayRange, day: string) => {
    setDraft((range) => ({ ...range, [field]: day }));
    setProblem(null);
  };
  const chosen = presetOf(value, new Date());
  const invalid = problem !== null;

  return (
    <form className="date-range" onSubmit={submit} noValidate>
      <fieldset className="date-range__days">
        <legend className="visually-hidden">{t('common.dateRange.legend')}</legend>
        <label className="date-range__field">
          <span>{t('common.dateRange.from')}</span>
          <input
            type="date"
            className="date-range__input"
            value={draft.startDate}
            max={draft.endDate || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => edit('startDate', e.target.value)}
          />
        </label>
        <label className="date-range__field">
          <span>{t('common.dateRange.to')}</span>
          <input
            type="date"
            className="date-range__input"
            value={draft.endDate}
            min={draft.startDate || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => edit('endDate', e.target.value)}
          />
        </label>
        {children}
        <Button type="submit" className="date-range__search">
          {t('common.dateRange.search')}
        </Button>
      </fieldset>
      <div className="date-range__presets" role="group" aria-labelledby={presetsId}>
        <span id={presetsId} className="date-range__presets-label">
          {t('common.dateRange.presets')}
        </span>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="date-range__preset"
            aria-pressed={preset === chosen}
            onClick={() => apply(presetRange(preset, new Date()))}
          >
            {t(`common.dateRange.preset.${preset}`)}
          </button>
        ))}
      </div>
      {problem ? (
        <p id={errorId} className="date-range__error" role="alert">
          {problem.kind === 'tooLong'
            ? t('common.dateRange.problem.tooLong', { days: problem.maxDays })
            : t(`common.dateRange.problem.${problem.kind}`)}
        </p>
      ) : null}
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { RecordSelect } from '../../../components/records/record-select';
import { accountMaxLength } from '../rules/team-report-query';

/**
 * The team reports' scope fields, inside the date filter's form: the member account (applied with
 * Search or a preset, Enter searches) and the levels (applied at once).
 */
export function TeamScopeFields({
  account,
  onAccount,
  directOnly,
  onDirectOnly,
}: {
  account: string;
  onAccount(typed: string): void;
  directOnly: boolean;
  onDirectOnly(directOnly: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="date-range__field">
        <span>{t('agent-reports.filters.account')}</span>
        <input
          type="search"
          className="date-range__input"
          value={account}
          maxLength={accountMaxLength}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('agent-reports.filters.everyone')}
          onChange={(e) => onAccount(e.target.value)}
        />
      </label>
      <RecordSelect
        label={t('agent-reports.filters.levels')}
        allLabel={t('agent-reports.filters.allLevels')}
        value={directOnly ? 'direct' : undefined}
        options={[{ value: 'direct', label: t('agent-reports.filters.directOnly') }]}
        onChange={(value) => onDirectOnly(value === 'direct')}
      />
    </>
  );
}

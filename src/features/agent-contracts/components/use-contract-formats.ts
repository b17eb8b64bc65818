import { useTranslation } from 'react-i18next';
import { useRecordFormats } from '../../../hooks/use-record-formats';
import { numberFormat } from '../../../lib/format/intl-formats';
import type { ContractKind, TierField, TierFieldType } from '../rules/contract-terms';

/** A tier field's label key: the bet amount reads "per day" or "per hour" by kind. */
export function fieldLabelKey(kind: ContractKind, field: TierField): string {
  if (field === 'betAmount')
    return `agent-contracts.fields.${kind === 'hourlySalary' ? 'betAmountHourly' : 'betAmountDaily'}`;
  return `agent-contracts.fields.${field}`;
}

/** The record formats plus a tier value by its type: money, a count, or a rate in percent. */
export function useContractFormats() {
  const { t } = useTranslation();
  const format = useRecordFormats();
  const count = numberFormat(format.locale, { maximumFractionDigits: 0 });
  const percent = numberFormat(format.locale, { maximumFractionDigits: 2 });
  return {
    ...format,
    rate: (rate: number) => t('agent-contracts.percent', { value: percent.format(rate) }),
    tierValue: (type: TierFieldType, value: number | undefined) => {
      if (value === undefined) return '';
      if (type === 'money') return format.money(value);
      if (type === 'count') return count.format(value);
      return t('agent-contracts.percent', { value: percent.format(value) });
    },
  };
}

import { useTranslation } from 'react-i18next';
import { tierFields, tiersOf, type ContractTerms } from '../rules/contract-terms';
import { fieldLabelKey, useContractFormats } from './use-contract-formats';

/**
 * A contract's terms: the settlement period of a dividend, then its tiers as a table, one row per
 * tier and a column per field of the kind (section 3).
 */
export function TermsTable({ terms, caption }: { terms: ContractTerms; caption: string }) {
  const { t } = useTranslation();
  const format = useContractFormats();
  const fields = tierFields[terms.kind];
  return (
    <div className="contract-terms">
      {terms.kind === 'dividend' ? (
        <p className="contract-terms__period">
          {t('agent-contracts.terms.period')}:{' '}
          <strong>{t(`agent-contracts.periods.${terms.settlementPeriod}`)}</strong>
        </p>
      ) : null}
      <div className="records-table" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent-contracts.terms.tier')}</th>
              {fields.map((field) => (
                <th key={field.name} scope="col" className="records-table__num">
                  {t(fieldLabelKey(terms.kind, field.name))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiersOf(terms).map((tier, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {fields.map((field) => (
                  <td key={field.name} className="records-table__num">
                    {format.tierValue(field.type, tier[field.name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

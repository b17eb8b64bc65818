import { defineHandler } from '../../../core/define-handler';
import { ok } from '../../../core/envelope';
import { localise } from '../rules/localise';

/** The dialing-code dropdown, default country first, names in the language asked for. */
export const listCountriesHandler = defineHandler(
  'listCountries',
  'anyone',
  ({ backend, query }) => {
    const language = query.language ?? 'EN';
    return ok<'listCountries'>(
      backend.db.countries
        .all()
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sortOrder - b.sortOrder)
        .map((c) => ({
          countryCode: c.id,
          countryDialingCode: c.countryDialingCode,
          name: localise(c.names, language),
          mobileNumLength: c.mobileNumLength,
          isDefault: c.isDefault,
        })),
    );
  },
);

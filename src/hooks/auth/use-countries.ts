import { useListCountries } from '../../lib/site/api/use-list-countries';

type Country = NonNullable<ReturnType<typeof useListCountries>['data']>[number];
const none: Country[] = [];

/** The dialing-code countries (read at start; asked for here when they are not there yet). */
export function useCountries(): Country[] {
  return useListCountries().data ?? none;
}

/** The site's default dialing code (the country marked default, else the first, else +63). */
export function defaultDialingCode(
  countries: readonly { countryDialingCode: string; isDefault?: boolean }[],
): string {
  return (countries.find((c) => c.isDefault) ?? countries[0])?.countryDialingCode ?? '+63';
}

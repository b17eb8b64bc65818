import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../lib/api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { countriesAtom } from '../../lib/site/site-atoms';

/** The dialing-code countries, read at start; fetched here when they are not there yet. */
export function useCountries() {
  const [countries, setCountries] = useAtom(countriesAtom);
  const missing = countries.length === 0;
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    void toResult(api.GET('/wps/system/countries')).then((result) => {
      if (!cancelled && result.ok) setCountries(result.value);
    });
    return () => {
      cancelled = true;
    };
  }, [missing, setCountries]);
  return countries;
}

/** The site's default dialing code (the country marked default, else the first, else +63). */
export function defaultDialingCode(
  countries: readonly { countryDialingCode: string; isDefault?: boolean }[],
): string {
  return (countries.find((c) => c.isDefault) ?? countries[0])?.countryDialingCode ?? '+63';
}

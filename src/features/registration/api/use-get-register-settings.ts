import { $api, asApiQuery } from '../../../lib/api/api-queries';
import { staleTimes } from '../../../lib/api/query-client';

/** `getRegisterSettings`: age of consent, captcha, terms page (the flags come with the permission). */
export function useGetRegisterSettings() {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/setting/register',
      {},
      { staleTime: staleTimes.site, select: (d) => d.value },
    ),
  );
}

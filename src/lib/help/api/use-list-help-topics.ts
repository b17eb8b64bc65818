import type { LanguageCode } from '../../i18n/languages';
import { $api, asApiQuery } from '../../api/api-queries';
import { staleTimes } from '../../api/query-client';

/** `listHelpTopics` in `language` for the web, in the site's order (`sortOrder`). */
export function useListHelpTopics(language: LanguageCode) {
  return asApiQuery(
    $api.useQuery(
      'get',
      '/wps/system/helpCenter',
      { params: { query: { lang: language, device: 'WEB' } } },
      {
        staleTime: staleTimes.catalogue,
        select: (d) => [...d.value].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)),
      },
    ),
  );
}

import { useAtomValue } from 'jotai';
import { useGetMenuSettings } from '../../../lib/site/api/use-get-menu-settings';
import { menuSettingsAtom } from '../../../lib/site/site-atoms';

/**
 * The site's header menu settings (`getMenuSettings`, loaded once at start with the other site
 * settings). They only hide items (DS88 is off in the sandbox); while unknown nothing is hidden.
 */
export function useHeaderSettings() {
  return useAtomValue(menuSettingsAtom)?.header ?? null;
}

/**
 * The header settings for the header's own row, with whether they are still on their way: the row
 * holds its place until they are known (or failed), so it does not show DS88 and then take it away
 * (issue 17: layout shift). Reads the query's answer as well as the store, which the site bootstrap
 * fills a moment later, so the row never sees the answer come and go.
 */
export function useHeaderSettingsState() {
  const stored = useAtomValue(menuSettingsAtom);
  const query = useGetMenuSettings();
  const settings = stored ?? query.data ?? null;
  return { header: settings?.header ?? null, pending: settings === null && query.isPending };
}

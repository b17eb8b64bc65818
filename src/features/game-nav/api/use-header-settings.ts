import { useAtomValue } from 'jotai';
import { menuSettingsAtom } from '../../../lib/site/site-atoms';

/**
 * The site's header menu settings (`getMenuSettings`, loaded once at start with the other site
 * settings). They only hide items (DS88 is off in the sandbox); while unknown nothing is hidden.
 */
export function useHeaderSettings() {
  return useAtomValue(menuSettingsAtom)?.header ?? null;
}

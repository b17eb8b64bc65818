import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../lib/api/api-result';
import { headerSettingsAtom, headerSettingsLoadAtom } from '../state/nav-atoms';

/**
 * The site's header menu settings (`getMenuSettings`), asked once per session. They only hide
 * items (DS88 is off in the sandbox); while loading or after a failure nothing is hidden.
 */
export function useHeaderSettings() {
  const store = useStore();
  useEffect(() => {
    if (store.get(headerSettingsLoadAtom)) return;
    store.set(headerSettingsLoadAtom, 'loading');
    void toResult(api.GET('/wps/system/menuSettings')).then((result) => {
      store.set(headerSettingsLoadAtom, result.ok ? 'ready' : 'error');
      if (result.ok) store.set(headerSettingsAtom, result.value.header);
    });
  }, [store]);
  return useAtomValue(headerSettingsAtom);
}

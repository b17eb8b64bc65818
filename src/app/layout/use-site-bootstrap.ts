import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../lib/api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import {
  countriesAtom,
  menuSettingsAtom,
  permissionAtom,
  systemStatusAtom,
} from '../../lib/site/site-atoms';
import { memberInfoAtom, tokenAtom } from '../../lib/stores/session-atoms';

/**
 * App start (section 4): the system status and the site's permission (flags, validators, customer
 * service), the menu settings, the country codes, and — when a token is stored — the member's info.
 */
export function useSiteBootstrap(): void {
  const setPermission = useSetAtom(permissionAtom);
  const setStatus = useSetAtom(systemStatusAtom);
  const setCountries = useSetAtom(countriesAtom);
  const setMenuSettings = useSetAtom(menuSettingsAtom);
  const setMember = useSetAtom(memberInfoAtom);
  const token = useAtomValue(tokenAtom);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const [status, permission, countries, menuSettings] = await Promise.all([
        toResult(api.GET('/wps/system/status')),
        toResult(
          api.GET('/wps/system/permission', { params: { query: { host: window.location.host } } }),
        ),
        toResult(api.GET('/wps/system/countries')),
        toResult(api.GET('/wps/system/menuSettings')),
      ]);
      if (cancelled) return;
      if (status.ok) setStatus(status.value);
      if (permission.ok) setPermission(permission.value);
      if (countries.ok) setCountries(countries.value);
      if (menuSettings.ok) setMenuSettings(menuSettings.value);
    })();
    return () => {
      cancelled = true;
    };
  }, [setPermission, setStatus, setCountries, setMenuSettings]);

  useEffect(() => {
    if (!token) {
      setMember(null);
      return;
    }
    let cancelled = false;
    void toResult(api.GET('/wps/member/info')).then((result) => {
      if (!cancelled && result.ok) setMember(result.value);
    });
    return () => {
      cancelled = true;
    };
  }, [token, setMember]);
}

import { useLocation } from 'react-router-dom';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { api } from '../../../lib/api/api-client';
import { $api } from '../../../lib/api/api-queries';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import type { PortalStore } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';

/** Signs a demo account in and puts its member info in the store, as the app's start-up does. */
export async function memberStore(account: string): Promise<PortalStore> {
  const store = await signedInStore(account);
  const info = await toResult(api.GET('/wps/member/info'));
  if (!info.ok) throw new Error(`member info of ${account}: ${info.error.key}`);
  store.set(memberInfoAtom, info.value);
  return store;
}

/** The reward badge's count as the header reads it (the same query), to watch it follow a claim. */
export function PromoCountProbe() {
  const count = $api.useQuery('get', '/wps/promotion/available/count').data?.value.count;
  return <p data-testid="promo-count">{count ?? ''}</p>;
}

/** The address, to see where a button leads. */
export function AddressProbe() {
  const { search } = useLocation();
  return <p data-testid="address">{search}</p>;
}

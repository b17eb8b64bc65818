import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { referralEnabledAtom } from '../../../lib/stores/public-atoms';
import { referralLoadAtom } from '../state/nav-atoms';

/**
 * `availablePromo.REFERRAL.enabled` (section 3): the REFERRAL promotion of `listPromotions` exists
 * and is enabled. Asked once per session; off until it is known (and when the call fails).
 */
export function useReferralEnabled(): boolean {
  const store = useStore();
  useEffect(() => {
    if (store.get(referralLoadAtom)) return;
    store.set(referralLoadAtom, 'loading');
    void toResult(api.GET('/wps/promotion/list')).then((result) => {
      store.set(referralLoadAtom, result.ok ? 'ready' : 'error');
      if (!result.ok) return;
      const referral = result.value.list.find((p) => p.promotionType === 'REFERRAL');
      store.set(referralEnabledAtom, referral?.enabled === true);
    });
  }, [store]);
  return useAtomValue(referralEnabledAtom);
}

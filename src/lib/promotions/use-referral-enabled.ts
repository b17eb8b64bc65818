import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { api } from '../api/api-client';
import { referralEnabledAtom } from '../stores/public-atoms';

/** Whether `listPromotions` has been asked for the referral promotion's flag yet. */
const referralLoadAtom = atom<'loading' | 'ready' | 'error' | null>(null);

/**
 * `availablePromo.REFERRAL.enabled` (section 3): the REFERRAL promotion of `listPromotions` exists
 * and is enabled. Asked once per session by whichever screen needs it first (the header's More
 * menu, the member centre's menu); off until it is known (and when the call fails).
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

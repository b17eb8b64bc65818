import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { warningAtom } from '../../../lib/stores/dialog-atoms';
import { vipRankLevelAtom } from '../../../lib/stores/public-atoms';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { chatServiceFor, chatWindowFeatures } from '../rules/chat-address';

type ServiceType = components['schemas']['CustomerServiceType'];

/** The pop-up waits on a blank page of ours; say what is happening there instead of nothing. */
function showWaiting(popup: Window, text: string): void {
  try {
    popup.document.title = text;
    popup.document.body.style.font = '16px system-ui, sans-serif';
    popup.document.body.style.padding = '24px';
    popup.document.body.textContent = text;
  } catch {
    // A pop-up left on a chat of another origin from an earlier click cannot be written to.
  }
}

/**
 * Customer service (section 4). The 440x750 pop-up opens synchronously inside the click, so pop-up
 * blockers let it through; then the service list is fetched, the first type "3" path decrypted and
 * the pop-up sent there — only to an http(s) address. On any failure the pop-up closes and the
 * visitor is told. Live chat means the VIP service for members ranked above 4.
 */
export function useOpenCustomerService(): (channel?: ServiceType) => void {
  const { t } = useTranslation();
  const member = useAtomValue(memberInfoAtom);
  const vipRankLevel = useAtomValue(vipRankLevelAtom);
  const warn = useSetAtom(warningAtom);
  const rankLevel = member?.clubLabel.rankLevel ?? vipRankLevel;

  return useCallback(
    (channel: ServiceType = 'LIVECHAT') => {
      const csType = channel === 'LIVECHAT' ? chatServiceFor(rankLevel) : channel;
      const popup = window.open('', 'customer-service', chatWindowFeatures);
      if (!popup) {
        warn({ text: t('customer-service.popupBlocked') });
        return;
      }
      // The chat page must not reach back into the portal (what rel=noopener does for links).
      popup.opener = null;
      showWaiting(popup, t('customer-service.connecting'));
      void (async () => {
        const result = await toResult(
          api.GET('/wps/system/customerService', { params: { query: { csType } } }),
        );
        const { chatAddressOf } = await import('../rules/chat-path');
        const address = result.ok ? chatAddressOf(result.value.version.pathList) : null;
        if (!address?.ok) {
          popup.close();
          warn({ text: t('customer-service.unavailable') });
          return;
        }
        popup.location.replace(address.url);
      })();
    },
    [rankLevel, t, warn],
  );
}

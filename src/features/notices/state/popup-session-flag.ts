import { sessionKeys } from '../../../lib/storage/storage-keys';

/** Whether the pop-up notices were already shown in this browser session. */
export function popupShownThisSession(): boolean {
  return (
    typeof sessionStorage !== 'undefined' && !!sessionStorage.getItem(sessionKeys.noticePopupShown)
  );
}

export function markPopupShown(): void {
  if (typeof sessionStorage !== 'undefined')
    sessionStorage.setItem(sessionKeys.noticePopupShown, '1');
}

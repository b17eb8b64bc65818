import { sessionKeys } from '../../../lib/storage/storage-keys';

/** Whether this browser session has shown the pop-up notices already (section 2: once a session). */
export function popupNoticesShown(): boolean {
  return (
    typeof sessionStorage !== 'undefined' && !!sessionStorage.getItem(sessionKeys.noticePopupShown)
  );
}

/** Remembers for the rest of the browser session that the pop-up notices were shown. */
export function markPopupNoticesShown(): void {
  sessionStorage.setItem(sessionKeys.noticePopupShown, '1');
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { onPasswordChangeRequired } from '../../lib/api/password-change-required';
import { changePasswordReasonAtom, openDialogAtom } from '../../lib/stores/dialog-atoms';
import { memberInfoAtom } from '../../lib/stores/session-atoms';

/**
 * Reopens the forced change-password dialog whenever the server answers 403
 * `password_change_required` (a restricted session: default password typed, or expired): after a
 * reload the first guarded call brings the member back to the dialog, which cannot be dismissed.
 */
export function ForcedPasswordChangeGuard() {
  const openDialog = useSetAtom(openDialogAtom);
  const setReason = useSetAtom(changePasswordReasonAtom);
  const member = useAtomValue(memberInfoAtom);
  const expired = member?.passwordExpired ?? false;
  useEffect(
    () =>
      onPasswordChangeRequired(() => {
        setReason(expired ? 'expired' : 'defaultPassword');
        openDialog('changePassword');
      }),
    [openDialog, setReason, expired],
  );
  return null;
}

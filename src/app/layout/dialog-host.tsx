import { useAtom } from 'jotai';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  openDialogAtom,
  type DialogComponentProps,
  type DialogName,
} from '../../lib/stores/dialog-atoms';

type LazyDialog = LazyExoticComponent<ComponentType<DialogComponentProps>>;

/** Dialogs load when first opened, so the first page does not carry their code (and zod). */
const dialogs: Record<DialogName, LazyDialog> = {
  login: lazy(() => import('../../features/session/components/login-dialog')),
  register: lazy(() => import('../../features/registration/components/register-dialog')),
  forgotPassword: lazy(() => import('../../features/session/components/forgot-password-dialog')),
  changePassword: lazy(() => import('../../features/session/components/change-password-dialog')),
  logoutConfirm: lazy(() => import('../../features/session/components/logout-confirm-dialog')),
  afterLogin: lazy(() => import('../../features/session/components/after-login-dialog')),
  notice: lazy(() => import('../../features/notices/components/notice-dialog')),
  help: lazy(() => import('../../features/help/components/help-dialog')),
  language: lazy(() => import('../../features/language/components/language-dialog')),
  gamePopup: lazy(() => import('../../features/game-launch/components/game-popup-dialog')),
  gameMaintenance: lazy(
    () => import('../../features/game-launch/components/game-maintenance-dialog'),
  ),
};

/** Renders the one open dialog of section 2. */
export function DialogHost() {
  const [open, setOpen] = useAtom(openDialogAtom);
  if (!open) return null;
  const Component = dialogs[open];
  return (
    <Suspense fallback={null}>
      <Component onClose={() => setOpen(null)} />
    </Suspense>
  );
}

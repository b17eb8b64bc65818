import { useAtom } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import {
  openDialogAtom,
  type DialogComponentProps,
  type DialogName,
} from '../../lib/stores/dialog-atoms';

type LazyDialog = ComponentType<DialogComponentProps>;

/**
 * Dialogs load when first opened, so the first page does not carry their code (and zod), nor their
 * on-demand texts (the password rules' hints are registration texts).
 */
const dialogs: Record<DialogName, LazyDialog> = {
  login: lazyWithTexts(
    ['registration'],
    () => import('../../features/session/components/login-dialog'),
  ),
  register: lazyWithTexts(
    ['registration'],
    () => import('../../features/registration/components/register-dialog'),
  ),
  forgotPassword: lazyWithTexts(
    ['registration'],
    () => import('../../features/session/components/forgot-password-dialog'),
  ),
  changePassword: lazyWithTexts(
    ['registration'],
    () => import('../../features/session/components/change-password-dialog'),
  ),
  logoutConfirm: lazy(() => import('../../features/session/components/logout-confirm-dialog')),
  afterLogin: lazy(() => import('../../features/session/components/after-login-dialog')),
  notice: lazy(() => import('../../features/notices/components/notice-dialog')),
  help: lazyWithTexts(['help'], () => import('../../features/help/components/help-dialog')),
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

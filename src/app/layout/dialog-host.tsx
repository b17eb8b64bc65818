import { lazyChunk } from '../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useAtom } from 'jotai';
import { type ComponentType } from 'react';
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
  logoutConfirm: lazyChunk(() => import('../../features/session/components/logout-confirm-dialog')),
  afterLogin: lazyChunk(() => import('../../features/session/components/after-login-dialog')),
  notice: lazyChunk(() => import('../../features/notices/components/notice-dialog')),
  help: lazyWithTexts(['help'], () => import('../../features/help/components/help-dialog')),
  language: lazyChunk(() => import('../../features/language/components/language-dialog')),
  gamePopup: lazyChunk(() => import('../../features/game-launch/components/game-popup-dialog')),
  gameMaintenance: lazyChunk(
    () => import('../../features/game-launch/components/game-maintenance-dialog'),
  ),
};

/** Renders the one open dialog of section 2. */
export function DialogHost() {
  const [open, setOpen] = useAtom(openDialogAtom);
  if (!open) return null;
  const Component = dialogs[open];
  return (
    <ChunkBoundary fallback={null}>
      <Component onClose={() => setOpen(null)} />
    </ChunkBoundary>
  );
}

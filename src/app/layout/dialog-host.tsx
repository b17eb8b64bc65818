import { lazyChunk } from '../../lib/chunks/lazy-chunk';
import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { features } from '../../lib/site/feature-flags';
import { featuresAtom, permissionAtom } from '../../lib/site/site-atoms';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import {
  warningAtom,
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
    ['registration', 'sign-in'],
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
  chatRoom: lazyWithTexts(
    ['chat-room'],
    () => import('../../features/chat-room/components/chat-room-dialog'),
  ),
};

/**
 * Whether the registration dialog may open: only with DIRECTREG3 on (section 6); `wait` until the
 * site's flags are known, so a direct visit to /register does not flash the form.
 */
export function registrationVerdict(
  flagsKnown: boolean,
  enabled: ReadonlySet<string>,
): 'wait' | 'open' | 'refuse' {
  if (!flagsKnown) return 'wait';
  return enabled.has(features.registerButton) ? 'open' : 'refuse';
}

/** Renders the one open dialog of section 2. */
export function DialogHost() {
  const [open, setOpen] = useAtom(openDialogAtom);
  const permission = useAtomValue(permissionAtom);
  const enabled = useAtomValue(featuresAtom);
  const setWarning = useSetAtom(warningAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const verdict = open === 'register' ? registrationVerdict(permission !== null, enabled) : 'open';
  useEffect(() => {
    if (verdict !== 'refuse') return;
    // Registration is off for the site: /register goes home and says so, the form never opens.
    setOpen(null);
    setWarning({ key: 'feature_disabled' });
    if (pathname === '/register' || pathname === '/register.html') navigate('/', { replace: true });
  }, [verdict, setOpen, setWarning, navigate, pathname]);
  if (!open || verdict !== 'open') return null;
  const Component = dialogs[open];
  return (
    <ChunkBoundary fallback={null}>
      <Component onClose={() => setOpen(null)} />
    </ChunkBoundary>
  );
}

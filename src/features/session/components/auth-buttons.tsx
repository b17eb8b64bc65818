import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom, permissionAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import './auth-buttons.css';

/**
 * The header's Login button and, with DIRECTREG3, the Register button (section 2). Until the site's
 * flags are known the Register button holds its place, unseen and inert: most sites show it, and
 * the header bar does not shift when it comes (issue 17: layout shift).
 */
export function AuthButtons() {
  const { t } = useTranslation();
  const enabled = useAtomValue(featuresAtom);
  const flagsKnown = useAtomValue(permissionAtom) !== null;
  const openDialog = useSetAtom(openDialogAtom);
  return (
    <div className="auth-buttons">
      <button type="button" className="auth-buttons__login" onClick={() => openDialog('login')}>
        {t('session.loginButton')}
      </button>
      {enabled.has(features.registerButton) ? (
        <button
          type="button"
          className="auth-buttons__register"
          onClick={() => openDialog('register')}
        >
          {t('session.registerButton')}
        </button>
      ) : flagsKnown ? null : (
        <button
          type="button"
          className="auth-buttons__register auth-buttons__register--pending"
          aria-hidden="true"
          tabIndex={-1}
          disabled
        >
          {t('session.registerButton')}
        </button>
      )}
    </div>
  );
}

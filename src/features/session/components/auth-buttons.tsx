import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { features } from '../../../lib/site/feature-flags';
import { featuresAtom } from '../../../lib/site/site-atoms';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import './auth-buttons.css';

/** The header's Login button and, with DIRECTREG3, the Register button (section 2). */
export function AuthButtons() {
  const { t } = useTranslation();
  const enabled = useAtomValue(featuresAtom);
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
      ) : null}
    </div>
  );
}

import type { CaptchaState } from '../../hooks/auth/use-captcha';
import './auth-form.css';

export interface CaptchaImageButtonProps {
  state: CaptchaState;
  /** Accessible name of the button: "New captcha image". */
  refreshLabel: string;
  /** Alternative text of the image: "Captcha". */
  imageAlt: string;
  loadingLabel: string;
  failedLabel: string;
}

/** The captcha image; a click (or Enter) loads a new one, at most once per second (section 4). */
export function CaptchaImageButton({
  state,
  refreshLabel,
  imageAlt,
  loadingLabel,
  failedLabel,
}: CaptchaImageButtonProps) {
  const { captcha, status, refresh } = state;
  return (
    <button
      type="button"
      className="captcha-button"
      onClick={refresh}
      aria-label={refreshLabel}
      title={refreshLabel}
    >
      {captcha ? (
        <img
          className="captcha-button__image"
          src={captcha.image}
          alt={imageAlt}
          data-captcha-id={captcha.captchaId}
        />
      ) : (
        <span className="captcha-button__placeholder">
          {status === 'failed' ? failedLabel : loadingLabel}
        </span>
      )}
    </button>
  );
}

import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../openapi/runtime/client/api-error';
import { api } from '../../lib/api/api-client';
import { toResult, type ApiResult } from '../../../openapi/runtime/client/api-result';
import { captchaRefreshIntervalMs, createThrottleGate } from '../../lib/auth/throttle-gate';

/** A challenge as the portal uses it: the image as an `img` source, its id for the next login. */
export interface CaptchaChallenge {
  /** From the `X-Captcha-Id` header; `login` and `register` send it back as `captchaId`. */
  captchaId: string;
  /** `data:image/png;base64,` + the base64 PNG the server answers in `value`. */
  image: string;
}

const captchaIdHeader = 'X-Captcha-Id';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `getCaptcha`: the image is the body's `value`, the challenge id the `X-Captcha-Id` header. */
async function requestCaptcha(): Promise<ApiResult<CaptchaChallenge>> {
  let captchaId: string | null = null;
  const result = await toResult(
    api.GET('/wps/captcha').then((answer) => {
      captchaId = answer.response.headers.get(captchaIdHeader);
      return answer;
    }),
  );
  if (!result.ok) return result;
  if (!captchaId) {
    // An image without its id could never be answered: treat it like a failed load.
    const error = new ApiError({
      key: 'unknown_error',
      message: `getCaptcha answered without ${captchaIdHeader}`,
      status: 200,
      operation: 'getCaptcha',
    });
    return { ok: false, error };
  }
  return { ok: true, value: { captchaId, image: `data:image/png;base64,${result.value}` } };
}

/**
 * A captcha challenge (`getCaptcha`): `load` fetches a new image (after a failed attempt each image
 * answers one try), `refresh` is the click on the image, at most once per second (section 4). The
 * server refuses faster refreshes with 429; `load` then waits what it asks and tries once more.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [gate] = useState(() => createThrottleGate(captchaRefreshIntervalMs));
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    let result = await requestCaptcha();
    if (!result.ok && result.error.key === 'too_many_requests') {
      await wait((result.error.value?.retryAfterSeconds ?? 1) * 1000);
      if (request !== latest.current) return;
      result = await requestCaptcha();
    }
    if (request !== latest.current) return;
    if (result.ok) {
      setCaptcha(result.value);
      setStatus('ready');
    } else {
      setStatus('failed');
    }
  }, []);

  const refresh = useCallback(() => {
    if (gate.tryPass()) void load();
  }, [gate, load]);

  return { captcha, status, load, refresh };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

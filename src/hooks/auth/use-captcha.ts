import { useCallback, useRef, useState } from 'react';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { api } from '../../lib/api/api-client';
import { toResult } from '../../../openapi/runtime/client/api-result';
import { captchaRefreshIntervalMs, createThrottleGate } from '../../lib/auth/throttle-gate';

type CaptchaImage = components['schemas']['CaptchaImage'];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A captcha challenge (`getCaptcha`): `load` fetches a new image (after a failed attempt each image
 * answers one try), `refresh` is the click on the image, at most once per second (section 4). The
 * server refuses faster refreshes with 429; `load` then waits what it asks and tries once more.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const [gate] = useState(() => createThrottleGate(captchaRefreshIntervalMs));
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setStatus('loading');
    let result = await toResult(api.GET('/wps/captcha'));
    if (!result.ok && result.error.key === 'too_many_requests') {
      await wait((result.error.value?.retryAfterSeconds ?? 1) * 1000);
      if (request !== latest.current) return;
      result = await toResult(api.GET('/wps/captcha'));
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

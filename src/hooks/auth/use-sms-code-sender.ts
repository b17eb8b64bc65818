import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { components } from '../../../openapi/runtime/generated/openapi';
import type { ApiResult } from '../../../openapi/runtime/client/api-result';
import { botCheckAtom, type BotCheckFields } from '../../lib/auth/bot-check';
import {
  createThrottleGate,
  firebaseCountdownSeconds,
  smsSendIntervalMs,
} from '../../lib/auth/throttle-gate';
import { warningAtom } from '../../lib/stores/dialog-atoms';
import { useCountdown } from './use-countdown';

type SmsCodeResult = components['schemas']['SmsCodeResult'];

export interface SmsCodeSenderOptions {
  /** Checks the mobile field first (section 5); false stops the send. */
  validate(): Promise<boolean>;
  /** The SMS-code call, with the bot-check fields. */
  request(botCheck: BotCheckFields): Promise<ApiResult<SmsCodeResult>>;
  /** With firebase the wait is 60 s whatever the server says (section 4). */
  firebase?: boolean;
}

/**
 * The "send code" button's behaviour (sections 4 and 9): clicks at most once per 1000 ms, the mobile
 * field validated first, then the call; on success the button waits `expiredMinutes * 60` seconds,
 * on failure a warning dialog shows the server's message.
 */
export function useSmsCodeSender(options: SmsCodeSenderOptions) {
  const { validate, request, firebase = false } = options;
  const [gate] = useState(() => createThrottleGate(smsSendIntervalMs));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { secondsLeft, start } = useCountdown();
  const warn = useSetAtom(warningAtom);
  const botCheck = useAtomValue(botCheckAtom);

  const send = useCallback(async () => {
    if (sending || secondsLeft > 0 || !gate.tryPass()) return;
    if (!(await validate())) return;
    setSending(true);
    try {
      const result = await request(await botCheck.run('sms'));
      if (!result.ok) {
        // The server's own text where it answered (section 8), the catalogue text otherwise.
        const text = result.error.status > 0 ? result.error.message : '';
        warn(text ? { text } : { key: result.error.key });
        return;
      }
      setSent(true);
      start(firebase ? firebaseCountdownSeconds : result.value.expiredMinutes * 60);
    } finally {
      setSending(false);
    }
  }, [sending, secondsLeft, gate, validate, request, botCheck, warn, start, firebase]);

  return { send, sending, sent, secondsLeft };
}

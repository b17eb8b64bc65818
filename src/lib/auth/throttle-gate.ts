/**
 * Lets an action through at most once per `intervalMs` (section 9: SMS sends 1000 ms apart, captcha
 * refreshes at least 1000 ms apart). Calls inside the interval are dropped, not queued.
 */
export interface ThrottleGate {
  /** True (and the interval restarts) when the action may run now. */
  tryPass(): boolean;
}

export function createThrottleGate(intervalMs: number, now: () => number = Date.now): ThrottleGate {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass() {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
  };
}

/** Section 9 timings of the sign-in forms. */
export const smsSendIntervalMs = 1000;
export const captchaRefreshIntervalMs = 1000;
/** SMS countdown with firebase (section 4). */
export const firebaseCountdownSeconds = 60;
/** The forgot-password countdown when the server gives no expiry (section 4). */
export const defaultResetExpiryMinutes = 1;

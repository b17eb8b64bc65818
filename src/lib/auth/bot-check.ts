import { atom } from 'jotai';
import type { components } from '../../../openapi/runtime/generated/openapi';

export type BotCheckFields = components['schemas']['BotCheck'];

/**
 * The client-side bot check whose result travels with login, SMS-code requests and registration
 * (the contract's `BotCheck`). A site with a provider (reCAPTCHA, GeeTest, Turnstile) replaces this
 * atom's value with one that runs its widget; the sandbox has none, so the fields stay empty.
 */
export interface BotCheck {
  run(action: 'login' | 'sms' | 'register'): Promise<BotCheckFields>;
}

export const botCheckAtom = atom<BotCheck>({ run: () => Promise.resolve({}) });

export interface FirebasePhoneProof {
  firebaseChannel: string;
  firebaseIdToken: string;
}

/**
 * Firebase phone verification, used only when the site's FIREBASE3 flag is on (section 4). The
 * sandbox has no firebase project: `verify` answers null and registration goes on without it.
 */
export interface FirebasePhoneVerifier {
  verify(phone: {
    countryDialingCode: string;
    mobileNum: string;
  }): Promise<FirebasePhoneProof | null>;
}

export const firebasePhoneVerifierAtom = atom<FirebasePhoneVerifier>({
  verify: () => Promise.resolve(null),
});

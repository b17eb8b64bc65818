import type { PaymentPasswordValues } from '../schemas/payment-password-schema';

/** Setting a first payment password (proven with the login password) or changing one. */
export type PaymentPasswordMode = 'set' | 'change';

export function paymentPasswordMode(hasPaymentPassword: boolean): PaymentPasswordMode {
  return hasPaymentPassword ? 'change' : 'set';
}

/**
 * The body of `setPaymentPassword`: the proof goes as the login `password` the first time, as the
 * `oldPaymentPassword` afterwards.
 */
export function paymentPasswordBody(mode: PaymentPasswordMode, values: PaymentPasswordValues) {
  const proof = values.proof.trim();
  return {
    ...(mode === 'set' ? { password: proof } : { oldPaymentPassword: proof }),
    newPaymentPassword: values.newPaymentPassword.trim(),
    confirmNewPaymentPassword: values.confirmNewPaymentPassword.trim(),
  };
}

/** The form field a refusal blames (`body.oldPaymentPassword` -> `proof`), null for the form. */
export function paymentPasswordField(refused: string | null): keyof PaymentPasswordValues | null {
  switch (refused) {
    case 'password':
    case 'oldPaymentPassword':
      return 'proof';
    case 'newPaymentPassword':
    case 'confirmNewPaymentPassword':
      return refused;
    default:
      return null;
  }
}

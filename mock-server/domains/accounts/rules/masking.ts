/** `09171234567` -> `0917****567`: enough for the owner to recognise, not enough to dial. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const keepStart = Math.min(4, Math.ceil(mobile.length / 3));
  const keepEnd = Math.min(3, Math.floor(mobile.length / 3));
  return `${mobile.slice(0, keepStart)}${'*'.repeat(mobile.length - keepStart - keepEnd)}${mobile.slice(mobile.length - keepEnd)}`;
}

/** `demoplayer@sandbox.test` -> `de***@sandbox.test`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

/** `demoagent` -> `de*****nt`, for showing an agent to strangers. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}${'*'.repeat(account.length - 4)}${account.slice(-2)}`;
}

import { sessionKeys, sessionKeysKeptOnLogout } from './storage-keys';

const storage = (): Storage | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage;

export function readToken(): string | null {
  return storage()?.getItem(sessionKeys.token) ?? null;
}

export interface SessionValues {
  token: string;
  account: string;
  isAgent: boolean;
  customerId?: string;
  memberLabel?: string;
}

/** Stores a signed-in session under the specification's keys. */
export function writeSession(values: SessionValues): void {
  const s = storage();
  if (!s) return;
  s.setItem(sessionKeys.token, values.token);
  s.setItem(sessionKeys.account, values.account);
  s.setItem(sessionKeys.isAgent, String(values.isAgent));
  if (values.customerId) s.setItem(sessionKeys.customerId, values.customerId);
  if (values.memberLabel) s.setItem(sessionKeys.memberLabel, values.memberLabel);
}

/** Logout: the session storage is cleared except the merchant keys (section 4). */
export function clearSessionKeepingMerchant(): void {
  const s = storage();
  if (!s) return;
  const kept = sessionKeysKeptOnLogout.map((key) => [key, s.getItem(key)] as const);
  s.clear();
  for (const [key, value] of kept) if (value !== null) s.setItem(key, value);
}

/**
 * The mock's public test API: what code outside `mock-server/` (portal component tests, the
 * conformance kit's tests, fixtures) may read of the mock's insides. Everything else of the mock is
 * reached through its hosts (`mock-server/hosts/`). The lint boundaries enforce this.
 */
export type { MockBackend } from '../core/backend';
export type { MockResponse } from '../core/pipeline';
export { inboxMessages } from '../domains/accounts/rules/inbox';
export { captchaText } from '../domains/accounts/rules/captcha-store';
export { defaultRegisterValidators } from '../domains/system/rules/register-validators';
export { encryptCsPath } from '../domains/system/rules/cs-path-cipher';
export { remoteAddressHeader } from '../domains/control/rules/control-access';
export { encodeSocialCode } from '../domains/accounts/rules/social-codes';

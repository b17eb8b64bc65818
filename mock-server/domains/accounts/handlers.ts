import type { AnyHandler } from '../../core/define-handler';
import { changePasswordHandler } from './handlers/change-password';
import { checkAffiliateCodeHandler } from './handlers/check-affiliate-code';
import { freePlayLoginHandler } from './handlers/free-play-login';
import { getCaptchaHandler } from './handlers/get-captcha';
import { getMemberIconHandler } from './handlers/get-member-icon';
import { getMemberInfoHandler } from './handlers/get-member-info';
import { getMemberProfileHandler } from './handlers/get-member-profile';
import { getPersonalProfitLossHandler } from './handlers/get-personal-profit-loss';
import { getPlayerAvatarHandler } from './handlers/get-player-avatar';
import { getPlayerRankHandler } from './handlers/get-player-rank';
import { listRankLevelsHandler } from './handlers/list-rank-levels';
import { listBetsHandler } from './handlers/list-bets';
import { listTransactionsHandler } from './handlers/list-transactions';
import { loginHandler } from './handlers/login';
import { logoutHandler } from './handlers/logout';
import { markFirstLoginHandler } from './handlers/mark-first-login';
import { registerHandler } from './handlers/register';
import { registerMobileHandler } from './handlers/register-mobile';
import { requestLoginSmsCodeHandler } from './handlers/request-login-sms-code';
import { requestRegisterSmsCodeHandler } from './handlers/request-register-sms-code';
import { resendSecondFactorCodeHandler } from './handlers/resend-second-factor-code';
import { resetPasswordByEmailHandler } from './handlers/reset-password-by-email';
import { resetPasswordByPhoneHandler } from './handlers/reset-password-by-phone';
import { setPaymentPasswordHandler } from './handlers/set-payment-password';
import { socialLoginHandler } from './handlers/social-login';
import { updateLanguageHandler } from './handlers/update-language';
import { updateMemberProfileHandler } from './handlers/update-member-profile';
import { verifySecondFactorHandler } from './handlers/verify-second-factor';

/** The accounts domain's operation handlers (tags `session` and `member`). */
export const accountsHandlers: AnyHandler[] = [
  changePasswordHandler,
  checkAffiliateCodeHandler,
  freePlayLoginHandler,
  getCaptchaHandler,
  getMemberIconHandler,
  getMemberInfoHandler,
  getMemberProfileHandler,
  getPersonalProfitLossHandler,
  getPlayerAvatarHandler,
  getPlayerRankHandler,
  listRankLevelsHandler,
  listBetsHandler,
  listTransactionsHandler,
  loginHandler,
  logoutHandler,
  markFirstLoginHandler,
  registerHandler,
  registerMobileHandler,
  requestLoginSmsCodeHandler,
  requestRegisterSmsCodeHandler,
  resendSecondFactorCodeHandler,
  resetPasswordByEmailHandler,
  resetPasswordByPhoneHandler,
  setPaymentPasswordHandler,
  socialLoginHandler,
  updateLanguageHandler,
  updateMemberProfileHandler,
  verifySecondFactorHandler,
];

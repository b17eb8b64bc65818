import { api } from '../api/api-client';
import { toResult, type ApiResult } from '../../../openapi/runtime/client/api-result';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { isLanguageCode, type LanguageCode } from '../i18n/languages';

export type LaunchResult = components['schemas']['LaunchResult'];

/** Which game to launch: its `nodeId`, or the vendor's game code with the vendor. */
export type LaunchTarget = { nodeId: string } | { gameCode: string; vendor: string };

export interface LaunchContext {
  /** The portal's language code (i18next's current language). */
  language: string;
  /** Where the vendor's exit button returns to: the page the player launched from. */
  backUrl: string;
}

const languageOf = (code: string): LanguageCode => (isLanguageCode(code) ? code : 'EN');

/** `launchGame` with the language, the device (WEB) and the back address (section 7). */
export function requestGameLaunch(
  target: LaunchTarget,
  context: LaunchContext,
): Promise<ApiResult<LaunchResult>> {
  return toResult(
    api.GET('/wps/game/launchGame', {
      params: {
        query: {
          ...target,
          language: languageOf(context.language),
          device: 'WEB',
          backUrl: context.backUrl,
        },
      },
    }),
  );
}

/** `launchSportsGame`: the sports (or esports) book of a vendor. */
export function requestSportsLaunch(
  vendor: string,
  context: LaunchContext,
): Promise<ApiResult<LaunchResult>> {
  return toResult(
    api.GET('/wps/game/launchSports', {
      params: {
        query: {
          vendor,
          language: languageOf(context.language),
          device: 'WEB',
          backUrl: context.backUrl,
        },
      },
    }),
  );
}

/** The portal's home page, the vendor's way back when the current page is the game page itself. */
export function portalHomeUrl(): string {
  return new URL('/', window.location.href).toString();
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api-client';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { isLanguageCode, type LanguageCode } from '../../../lib/i18n/languages';
import { prizeModeAtom, recentGamesVersionAtom } from '../../../lib/stores/game-area-atoms';
import { isLoggedInAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import { prizeModeParam, type LotteryGame, type LotteryMenu } from '../rules/lottery-games';
import {
  lotteryNumbersCount,
  openedNumbersCount,
  type LotteryNumber,
  type OpenedNumber,
} from '../rules/lottery-numbers';
import { useRemote } from './use-remote';

/** The language the lottery texts (group titles) are asked in: the portal's, when it is one. */
export function useApiLanguage(): LanguageCode | undefined {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : undefined;
}

/** The lottery menu (`getLotteryMenu`): every group of the brand's lotteries, per language. */
export function useLotteryMenu() {
  const language = useApiLanguage();
  return useRemote<LotteryMenu>(`menu:${language ?? ''}`, () =>
    toResult(api.GET('/lgw/vn/games/game_menu', { params: { query: { language } } })),
  );
}

/**
 * The games of the brand's prize mode (`listLotteryGames`): the header fills `prizeModeAtom`
 * (ELOTT or LOTT, section 4) on every page.
 */
export function usePrizeModeGames() {
  const language = useApiLanguage();
  const prizeMode = prizeModeParam(useAtomValue(prizeModeAtom));
  return useRemote<LotteryGame[]>(`games:${prizeMode}:${language ?? ''}`, () =>
    toResult(api.GET('/lgw/lottery/games', { params: { query: { prizeMode, language } } })),
  );
}

/**
 * The lotteries the member played recently (`getRecentLotteryMenu`), only when logged in; asked
 * again for another session and after every launch (`recentGamesVersionAtom`).
 */
export function useRecentLotteryMenu() {
  const language = useApiLanguage();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const version = useAtomValue(recentGamesVersionAtom);
  const key = loggedIn ? `recent:${token ?? ''}:${version}:${language ?? ''}` : null;
  return useRemote<LotteryMenu>(key, () =>
    toResult(api.GET('/lgw/vn/games/game_menu/recent', { params: { query: { language } } })),
  );
}

/** The current and upcoming draws of a game (`listLotteryNumbers`, count 100, section 9). */
export function useLotteryNumbers(gameCode: string | null) {
  return useRemote<LotteryNumber[]>(gameCode ? `numbers:${gameCode}` : null, () =>
    toResult(
      api.GET('/lgw/vn/numbers', {
        params: { query: { gameCode: gameCode ?? undefined, count: lotteryNumbersCount } },
      }),
    ),
  );
}

/** The latest results of a game (`listOpenedLotteryNumbers`). */
export function useOpenedNumbers(gameCode: string | null) {
  return useRemote<OpenedNumber[]>(gameCode ? `opened:${gameCode}` : null, () =>
    toResult(
      api.GET('/lgw/vn/numbers/opened', {
        params: { query: { gameCode: gameCode ?? '', count: openedNumbersCount } },
      }),
    ),
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, type LanguageCode } from '../../../lib/i18n/languages';
import { prizeModeAtom, recentGamesVersionAtom } from '../../../lib/stores/game-area-atoms';
import { isLoggedInAtom } from '../../../lib/stores/session-atoms';
import { prizeModeParam } from '../rules/lottery-games';
import { useGetLotteryMenu } from './use-get-lottery-menu';
import { recentLotteryMenuKey, useGetRecentLotteryMenu } from './use-get-recent-lottery-menu';
import { useListLotteryGames } from './use-list-lottery-games';
import { useListLotteryNumbers } from './use-list-lottery-numbers';
import { useListOpenedLotteryNumbers } from './use-list-opened-lottery-numbers';
import { useRemote } from './use-remote';

/** The language the lottery texts (group titles) are asked in: the portal's, when it is one. */
export function useApiLanguage(): LanguageCode | undefined {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : undefined;
}

/** The lottery menu (`getLotteryMenu`): every group of the brand's lotteries, per language. */
export function useLotteryMenu() {
  return useRemote(useGetLotteryMenu(useApiLanguage()), true);
}

/**
 * The games of the brand's prize mode (`listLotteryGames`): the header fills `prizeModeAtom`
 * (ELOTT or LOTT, section 4) on every page.
 */
export function usePrizeModeGames() {
  const prizeMode = prizeModeParam(useAtomValue(prizeModeAtom));
  return useRemote(useListLotteryGames(prizeMode, useApiLanguage()), true);
}

/**
 * The lotteries the member played recently (`getRecentLotteryMenu`), only when logged in; reset
 * with the session, and stale after every launch (`recentGamesVersionAtom`).
 */
export function useRecentLotteryMenu() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const version = useAtomValue(recentGamesVersionAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (version > 0) void queryClient.invalidateQueries({ queryKey: recentLotteryMenuKey });
  }, [version, queryClient]);
  return useRemote(useGetRecentLotteryMenu(useApiLanguage(), loggedIn), loggedIn);
}

/** The current and upcoming draws of a game (`listLotteryNumbers`, count 100, section 9). */
export function useLotteryNumbers(gameCode: string | null) {
  return useRemote(useListLotteryNumbers(gameCode), gameCode !== null);
}

/** The latest results of a game (`listOpenedLotteryNumbers`). */
export function useOpenedNumbers(gameCode: string | null) {
  return useRemote(useListOpenedLotteryNumbers(gameCode), gameCode !== null);
}

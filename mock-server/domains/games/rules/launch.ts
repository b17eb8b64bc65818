import { fail } from '../../../core/envelope';
import type { AccountType } from '../../../db/core-records';
import { trialAccountType } from '../../../core/members';
import type { GamesTables } from '../tables';
import type { GameLaunchRecord, GameRecord, VendorRecord } from '../records';

/** Why a launch is refused, in the order the checks run; null when it may go ahead. */
export function launchRefusal(
  game: Pick<GameRecord, 'maintenanceHours'>,
  vendor: Pick<VendorRecord, 'trialPlay'> | undefined,
  member: { type: AccountType },
): 'trial' | 'maintenance' | null {
  if (member.type === trialAccountType && !vendor?.trialPlay) return 'trial';
  if (game.maintenanceHours !== null) return 'maintenance';
  return null;
}

/** Lottery games of the lottery vendors open through the lottery page, not a vendor launch. */
export function isLotteryGame(game: Pick<GameRecord, 'gameType' | 'vendor'>): boolean {
  return (
    (game.gameType === 'LOTT' || game.gameType === 'ELOTT') &&
    ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'].includes(game.vendor)
  );
}

/** A one-time launch token (run time, not seed: real randomness is fine here). */
export function launchToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface LaunchOptions {
  language?: string;
  device?: string;
  playType?: string;
  backUrl?: string;
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `${base}?${query.toString()}`;
}

/** The sandbox page that stands in for the vendor's game (served by the host at /sandbox/game/:nodeId). */
export function gameLaunchUrl(
  origin: string,
  nodeId: string,
  token: string,
  options: LaunchOptions,
): string {
  return withQuery(`${origin}/sandbox/game/${encodeURIComponent(nodeId)}`, {
    token,
    lang: options.language,
    device: options.device,
    playType: options.playType,
    backUrl: options.backUrl,
  });
}

/** The sandbox page that stands in for the lottery lobby or a game's betting page (/sandbox/lottery). */
export function lotteryLaunchUrl(
  origin: string,
  token: string,
  options: LaunchOptions & { view: 'lobby' | 'betting'; gameCode?: string },
): string {
  return withQuery(`${origin}/sandbox/lottery`, {
    area: 'VN',
    view: options.view,
    gameCode: options.gameCode,
    token,
    lang: options.language,
    device: options.device,
    playType: options.playType,
    backUrl: options.backUrl,
  });
}

/** Launch tokens kept per member; older ones expire (their sandbox page says so). */
export const launchesKept = 10;

export async function recordLaunch(
  db: Pick<GamesTables, 'gameLaunches' | 'launchesOf'>,
  launch: GameLaunchRecord,
): Promise<void> {
  await db.gameLaunches.insert(launch);
  const mine = db.launchesOf(launch.memberId);
  for (const expired of mine.slice(0, Math.max(0, mine.length - launchesKept)))
    await db.gameLaunches.remove(expired.id);
}

/** A trial account asking for a game it may not play. */
export const trialRefused = (what: string) =>
  fail(
    403,
    'in_need_true_account',
    `trial accounts cannot play ${what}; sign in with a real account`,
  );

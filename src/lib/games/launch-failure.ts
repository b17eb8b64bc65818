import type { ApiError } from '../../../openapi/runtime/client/api-error';
import type { components } from '../../../openapi/runtime/generated/openapi';
import type { Warning } from '../stores/dialog-atoms';
import type { GameMaintenanceNotice } from '../stores/game-area-atoms';

type Game = components['schemas']['Game'];

/** How the portal answers a refused launch (section 8). */
export type LaunchFailure =
  /** 503 `game_maintenance`: the maintenance dialog with the end time and other games. */
  | { kind: 'maintenance'; notice: GameMaintenanceNotice }
  /** Anything else: the warning dialog with the catalogue text (the trial text asks for a real account). */
  | { kind: 'warning'; warning: Warning };

/** The warning of a trial account refused a real-money game (sections 5 and 8). */
export const trialWarning: Warning = {
  key: 'in_need_true_account',
  confirmKey: 'in_increase_submit',
};

export function launchFailureOf(error: ApiError, game: Game | null): LaunchFailure {
  if (error.key === 'game_maintenance' && game) {
    return {
      kind: 'maintenance',
      notice: {
        game,
        endTime: error.value?.endTime ?? game.maintenance?.endTime ?? null,
        suggestions: (error.value?.suggestions ?? []).filter((s) => s.nodeId !== game.nodeId),
      },
    };
  }
  if (error.key === 'in_need_true_account') return { kind: 'warning', warning: trialWarning };
  return { kind: 'warning', warning: { key: error.key } };
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { gameFramePath, useLaunchGame } from '../../../lib/games/use-launch-game';
import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';
import { gameMaintenanceAtom } from '../../../lib/stores/game-area-atoms';
import { useSuggestedGames } from '../api/use-suggested-games';
import { MaintenanceDetails, type Suggestion } from './maintenance-details';
import './game-launch.css';

/**
 * A launch refused with `game_maintenance` (dialog `gameMaintenance`): the catalogue's text, the
 * end time and the suggested games, each launching like any game card.
 */
export default function GameMaintenanceDialog({ onClose }: DialogComponentProps) {
  const { t } = useTranslation();
  const notice = useAtomValue(gameMaintenanceAtom);
  const found = useSuggestedGames(notice);
  const launch = useLaunchGame();
  const navigate = useNavigate();

  const choose = (suggestion: Suggestion) => {
    const game = found.get(suggestion.nodeId);
    if (game) {
      launch(game);
      return;
    }
    // Not looked up (yet): the in-frame page launches it by id.
    onClose();
    navigate(gameFramePath(suggestion.nodeId));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('game-launch.maintenance.title')}
      width={480}
      testId="game-maintenance-dialog"
    >
      <MaintenanceDetails
        gameName={notice?.game.gameName ?? null}
        endTime={notice?.endTime ?? null}
        suggestions={notice?.suggestions ?? []}
        found={found}
        onChoose={choose}
      />
      <div className="game-launch__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </Dialog>
  );
}

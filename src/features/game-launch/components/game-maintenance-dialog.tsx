import type { DialogComponentProps } from '../../../lib/stores/dialog-atoms';

/** STUB (issue 5, owned by the game-launch helper). */
export default function GameMaintenanceDialog({ onClose }: DialogComponentProps) {
  return (
    <button type="button" onClick={onClose}>
      close
    </button>
  );
}

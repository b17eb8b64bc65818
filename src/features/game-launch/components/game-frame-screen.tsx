import type { ScreenProps } from '../../../lib/routing/screen-props';

/** STUB (issue 5): replaced by the helper that owns this feature. */
export default function GameFrameScreen({ gameKind }: ScreenProps) {
  return <section className="page">{gameKind ?? 'GameFrameScreen'}</section>;
}

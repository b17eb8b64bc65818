import type { components } from '../../../openapi/runtime/generated/openapi';

/** What the screen outlet (src/app) passes every routed screen a feature provides. */
export interface ScreenProps {
  /** The lobby or listing kind of a game screen (`/rng` -> RNG, `/esports` -> ESPORTS). */
  gameKind?: components['schemas']['GameType'];
}

import type { components } from '../../lib/api/generated/openapi';

type Game = components['schemas']['Game'];

export interface GameCardProps {
  game: Game;
  onLaunch(game: Game): void;
  /** Omit to hide the favourite button (logged out, or lists without favourites). */
  favourite?: { active: boolean; busy: boolean; onToggle(): void };
}

/** STUB (issue 5, owned by the game-launch helper): one game card with a lazy image. */
export function GameCard({ game, onLaunch }: GameCardProps) {
  return (
    <article className="game-card" data-game-card={game.nodeId}>
      <button type="button" onClick={() => onLaunch(game)}>
        {game.gameName}
      </button>
    </article>
  );
}

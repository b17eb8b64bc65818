import { describe, expect, it } from 'vitest';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { gameToResume, pendingLaunchTtlMs } from './pending-launch';

type Game = components['schemas']['Game'];
const game = { nodeId: '1000003', gameName: 'Fortune Tiger' } as unknown as Game;

describe('gameToResume', () => {
  it('gives the remembered game while it is fresh', () => {
    expect(gameToResume({ game, at: 1_000 }, 1_000)).toBe(game);
    expect(gameToResume({ game, at: 1_000 }, 1_000 + pendingLaunchTtlMs)).toBe(game);
  });

  it('drops a launch remembered too long ago, or none at all', () => {
    expect(gameToResume({ game, at: 1_000 }, 1_001 + pendingLaunchTtlMs)).toBeNull();
    expect(gameToResume({ game, at: 5_000 }, 1_000)).toBeNull();
    expect(gameToResume(null, 1_000)).toBeNull();
  });
});

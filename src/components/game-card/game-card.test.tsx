// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/render-portal';
import type { components } from '../../../openapi/runtime/generated/openapi';
import { launchingGameIdAtom } from '../../lib/games/launch-atoms';
import { gameMenusAtom } from '../../lib/stores/game-area-atoms';
import { GameCard } from './game-card';

type Game = components['schemas']['Game'];

const game = (overrides: Partial<Game> = {}): Game => ({
  nodeId: '100245',
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: 'Mahjong Ways',
  gameClassify: 'slot',
  isHot: 0,
  isGame: 'GAME',
  defaultPlayType: null,
  vendor: 'PG',
  accountTypeName: 'PG',
  gameCode: 'mahjong-ways',
  code: null,
  imageUrl: '/sandbox/img/game-100245.svg',
  minBet: 0.2,
  maintenance: null,
  ...overrides,
});

describe('GameCard', () => {
  it('is an article keyed by nodeId whose launch button is named after the game', async () => {
    const onLaunch = vi.fn();
    const { container } = await renderPortal(<GameCard game={game()} onLaunch={onLaunch} />);
    expect(container.querySelector('article[data-game-card="100245"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mahjong Ways' }));
    expect(onLaunch).toHaveBeenCalledWith(game());
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByText('Hot')).toBeNull();
  });

  it('shows the vendor name from the game menus, else the vendor code', async () => {
    const store = createStore();
    store.set(gameMenusAtom, [
      {
        id: 1,
        title: 'RNG',
        cards: [
          {
            id: 1,
            vendor: 'PG',
            name: 'PG Soft',
            logo: '/sandbox/img/vendor-pg.svg',
            gameType: 'RNG',
            maintenance: null,
            sort: 1,
          },
        ],
      },
    ]);
    await renderPortal(<GameCard game={game()} onLaunch={vi.fn()} />, { store });
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    await renderPortal(
      <GameCard game={game({ vendor: 'JILI', nodeId: '2' })} onLaunch={vi.fn()} />,
    );
    expect(screen.getByText('JILI')).toBeInTheDocument();
  });

  it('marks hot games and games under maintenance', async () => {
    await renderPortal(
      <GameCard
        game={game({ isHot: 1, maintenance: { endTime: '2026-11-01T04:00:00Z' } })}
        onLaunch={vi.fn()}
      />,
    );
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
  });

  it('has a favourite toggle with aria-pressed and a name saying what it does', async () => {
    const onToggle = vi.fn();
    const view = await renderPortal(
      <GameCard game={game()} onLaunch={vi.fn()} onToggleFavourite={onToggle} />,
    );
    const add = screen.getByRole('button', { name: 'Add Mahjong Ways to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    expect(onToggle).toHaveBeenCalledTimes(1);

    view.rerender(
      <GameCard
        game={game()}
        onLaunch={vi.fn()}
        onToggleFavourite={onToggle}
        isFavourite
        favouriteBusy
      />,
    );
    const remove = screen.getByRole('button', { name: 'Remove Mahjong Ways from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows the launch in flight on its own card only', async () => {
    const store = createStore();
    store.set(launchingGameIdAtom, '100245');
    await renderPortal(
      <>
        <GameCard game={game()} onLaunch={vi.fn()} />
        <GameCard game={game({ nodeId: '7', gameName: 'Fortune Ox' })} onLaunch={vi.fn()} />
      </>,
      { store },
    );
    expect(screen.getByRole('button', { name: 'Mahjong Ways' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Fortune Ox' })).not.toHaveAttribute('aria-busy');
  });
});

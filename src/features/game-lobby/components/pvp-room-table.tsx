import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import { formatMoney } from '../../../lib/format/money';
import { useAtomValue } from 'jotai';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import type { Game, PvpRoom } from '../api/request-games';
import { markRenderedAfterPaint } from '../state/render-timing';

/**
 * The PvP room list (`listPvpRooms`): game, room, stake, seats taken and status; an open room joins
 * by launching its game (the same launch as the game's card, with its gates).
 */
export function PvpRoomTable({
  rooms,
  gamesById,
}: {
  rooms: readonly PvpRoom[];
  gamesById: ReadonlyMap<string, Game>;
}) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const currency = useAtomValue(currencySymbolAtom);
  useLayoutEffect(() => markRenderedAfterPaint(), [rooms]);
  return (
    <div className="room-table__scroll">
      <table className="room-table">
        <caption className="visually-hidden">{t('game-lobby.rooms.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('game-lobby.rooms.game')}</th>
            <th scope="col">{t('game-lobby.rooms.room')}</th>
            <th scope="col">{t('game-lobby.rooms.stake')}</th>
            <th scope="col">{t('game-lobby.rooms.seats')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('game-lobby.rooms.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => {
            const game = gamesById.get(room.nodeId);
            const open = room.status === 'open' && game !== undefined;
            return (
              <tr key={room.roomId}>
                <th scope="row">{room.gameName}</th>
                <td>{room.roomName}</td>
                <td>{formatMoney(room.minBet, currency)}</td>
                <td>
                  {t('game-lobby.rooms.seatsTaken', {
                    online: room.onlinePlayers,
                    max: room.maxPlayers,
                  })}
                </td>
                <td className="room-table__action">
                  {open ? (
                    <button
                      type="button"
                      className="room-table__join"
                      aria-label={t('game-lobby.rooms.joinRoom', {
                        room: room.roomName,
                        game: room.gameName,
                      })}
                      onClick={() => launch(game)}
                    >
                      {t('game-lobby.rooms.join')}
                    </button>
                  ) : (
                    <span className="room-table__status" data-status={room.status}>
                      {t(`game-lobby.rooms.status.${room.status}`)}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { asArray, asString, at } from '../json-access.ts';
import { tokenOf, type FlowDefinition } from './flow-definition.ts';

const ids = (json: unknown) =>
  asArray(at(json, 'value')).filter((id): id is string => typeof id === 'string');

/** Adds a game to the favourites, finds it in both favourite lists, removes it again. */
export const favouriteFlow: FlowDefinition = {
  name: 'favourites',
  title: 'Favourite a game, then list the favourites (and remove it again)',
  subjects: ['addFavoriteGame', 'listFavoriteGameIds', 'listFavoriteGames', 'removeFavoriteGame'],
  roles: ['member'],
  async run(flow, ctx) {
    const token = tokenOf(flow, ctx, 'member');
    const none = { path: {}, query: {} };
    const before = ids(
      (await flow.call('listFavoriteGameIds', none, token, 'favourite ids before')).json,
    );
    const games = await flow.call(
      'listGames',
      { path: {}, query: { gameType: 'RNG', pageSize: 30 } },
      null,
      'list RNG games',
    );
    const gameId = asArray(at(games.json, 'value', 'games'))
      .map((game) => asString(at(game, 'nodeId')))
      .find((id): id is string => id !== undefined && !before.includes(id));
    if (!gameId) flow.skip('no RNG game that is not a favourite already');
    const id = gameId ?? '';
    const added = await flow.call(
      'addFavoriteGame',
      { path: {}, query: {}, body: { kind: 'value', value: { gameId: id } } },
      token,
      `add game ${id}`,
    );
    flow.verify(
      ids(added.json).includes(id),
      'the answer lists the new favourite',
      `${id} is missing from ${JSON.stringify(ids(added.json))}`,
    );
    const listed = ids(
      (await flow.call('listFavoriteGameIds', none, token, 'favourite ids after')).json,
    );
    flow.verify(
      listed.includes(id),
      'the favourite ids include it',
      `${id} is missing from ${JSON.stringify(listed)}`,
    );
    const page = await flow.call(
      'listFavoriteGames',
      { path: {}, query: { pageNo: 1, pageSize: 100 } },
      token,
      'favourite games',
    );
    const nodes = asArray(at(page.json, 'value', 'list')).map((game) =>
      asString(at(game, 'nodeId')),
    );
    flow.verify(
      nodes.includes(id),
      'the favourite games include it',
      `${id} is not on the first page of favourite games`,
    );
    await flow.call(
      'removeFavoriteGame',
      { path: { gameId: id }, query: {} },
      token,
      `remove game ${id}`,
    );
    const final = ids(
      (await flow.call('listFavoriteGameIds', none, token, 'favourite ids at the end')).json,
    );
    flow.verify(!final.includes(id), 'the removed game is gone', `${id} is still listed`);
  },
};

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from '../../openapi/runtime/generated/operations.ts';
import { repoRoot } from '../repo-root.ts';
import { formatOperationMap, operationMap } from './operation-map.ts';

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const methodsIn = (file: string) =>
  readFileSync(path.join(repoRoot, file), 'utf8').match(/^(get|put|post|delete|patch):/gm) ?? [];

describe('the operation map', () => {
  const map = operationMap();

  it('finds the contract file and the mock handler of every operation', () => {
    expect(map).toHaveLength(Object.keys(operations).length);
    expect(map.filter((p) => !p.contract).map((p) => p.operationId)).toEqual([]);
    expect(map.filter((p) => !p.handler).map((p) => p.operationId)).toEqual([]);
  });

  it('names a contract file serving one operation after that operation', () => {
    const misnamed = map
      .filter((p) => p.contract && methodsIn(p.contract).length === 1)
      .filter((p) => path.basename(p.contract ?? '') !== `${kebab(p.operationId)}.yaml`)
      .map((p) => `${p.operationId}: ${p.contract}`);
    expect(misnamed).toEqual([]);
  });

  it('follows one operation from the contract to the screen', () => {
    const rooms = map.find((p) => p.operationId === 'listPvpRooms');
    expect(rooms?.contract).toBe('openapi/paths/games/list-pvp-rooms.yaml');
    expect(rooms?.handler).toMatch(/^mock-server\/domains\/games\/handlers\//);
    expect(rooms?.queries.length).toBeGreaterThan(0);
    expect(rooms?.screens).toContain('src/features/game-lobby/components/lobby-screen.tsx');
  });

  it('prints a block per operation and a total', () => {
    const text = formatOperationMap(map);
    expect(text).toContain('listPvpRooms  GET /wps/relay/GLS2_roomList');
    expect(text).toMatch(/^\d+ operations; \d+ used by the portal\.$/m);
  });
});

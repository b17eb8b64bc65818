import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log';

const entry = (operationId: string) => ({
  atMs: Date.parse('2026-11-22T09:00:00.000Z'),
  operationId,
  method: 'GET',
  path: '/wps/x',
  status: 200,
  latencyMs: 1,
  member: null,
});

describe('RequestLog', () => {
  it('keeps the last entries only, with ids that keep growing', () => {
    const log = new RequestLog(3);
    for (const id of ['a', 'b', 'c', 'd', 'e']) log.record(entry(id));
    expect(log.since().map((e) => [e.id, e.operationId])).toEqual([
      [3, 'c'],
      [4, 'd'],
      [5, 'e'],
    ]);
    for (const id of ['f', 'g', 'h', 'i']) log.record(entry(id));
    expect(log.since(7).map((e) => [e.id, e.operationId])).toEqual([
      [8, 'h'],
      [9, 'i'],
    ]);
    expect(log.since(0).map((e) => e.id)).toEqual([7, 8, 9]);
  });

  it('tells the time of each answer as an ISO instant', () => {
    const log = new RequestLog();
    log.record(entry('a'));
    expect(log.since()[0]).toEqual({
      id: 1,
      at: '2026-11-22T09:00:00.000Z',
      operationId: 'a',
      method: 'GET',
      path: '/wps/x',
      status: 200,
      latencyMs: 1,
      member: null,
    });
  });

  it('answers only what came after the id a reader saw', () => {
    const log = new RequestLog();
    log.record(entry('a'));
    log.record(entry('b'));
    expect(log.since(1).map((e) => e.operationId)).toEqual(['b']);
    expect(log.since(2)).toEqual([]);
  });
});

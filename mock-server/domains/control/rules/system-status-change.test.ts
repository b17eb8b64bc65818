import { describe, expect, it } from 'vitest';
import { checkSystemStatus } from './system-status-change';

const now = Date.parse('2026-11-22T09:00:00Z');

describe('checkSystemStatus', () => {
  it('takes a maintenance that ends later', () => {
    const next = {
      status: 1 as const,
      title: 'Upgrade',
      endTime: '2026-11-22T12:00:00Z',
      info: 'Back soon',
    };
    expect(checkSystemStatus(next, now)).toEqual({ systemStatus: next });
  });

  it('refuses a maintenance that has ended already', () => {
    expect(
      checkSystemStatus(
        { status: 1, title: null, endTime: '2026-11-22T08:59:59Z', info: null },
        now,
      ),
    ).toMatchObject({
      status: 400,
      envelope: { field: 'body.endTime' },
    });
  });

  it('takes a maintenance without a known end and the other statuses as given', () => {
    expect(
      checkSystemStatus({ status: 1, title: null, endTime: null, info: null }, now),
    ).toHaveProperty('systemStatus');
    expect(
      checkSystemStatus({ status: 2, title: null, endTime: null, info: 'Not in your region' }, now),
    ).toHaveProperty('systemStatus');
    expect(
      checkSystemStatus({ status: 0, title: null, endTime: null, info: null }, now),
    ).toHaveProperty('systemStatus');
  });
});

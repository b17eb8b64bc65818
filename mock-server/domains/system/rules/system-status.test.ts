import { describe, expect, it } from 'vitest';
import {
  defaultMaintenanceInfo,
  defaultMaintenanceTitle,
  defaultRegionInfo,
  permissionFlagsFor,
  systemStatusFor,
} from './system-status';

const ip = '203.0.113.24';

describe('systemStatusFor', () => {
  it('answers normal with nulls', () => {
    expect(
      systemStatusFor(
        { status: 0, title: 'ignored', endTime: '2026-11-22T12:00:00.000Z', info: 'ignored' },
        ip,
      ),
    ).toEqual({
      status: 0,
      title: null,
      endTime: null,
      info: null,
      ip,
    });
  });

  it('answers maintenance with the configured texts and end time', () => {
    const status = systemStatusFor(
      { status: 1, title: 'Upgrade', endTime: '2026-11-22T12:00:00.000Z', info: 'Back soon.' },
      ip,
    );
    expect(status).toEqual({
      status: 1,
      title: 'Upgrade',
      endTime: '2026-11-22T12:00:00.000Z',
      info: 'Back soon.',
      ip,
    });
  });

  it('fills in default maintenance texts and keeps a missing end time null', () => {
    expect(systemStatusFor({ status: 1, title: null, endTime: null, info: null }, ip)).toEqual({
      status: 1,
      title: defaultMaintenanceTitle,
      endTime: null,
      info: defaultMaintenanceInfo,
      ip,
    });
  });

  it('answers region-blocked with the visitor IP and info but no title or end time', () => {
    expect(
      systemStatusFor(
        { status: 2, title: 'x', endTime: '2026-11-22T12:00:00.000Z', info: null },
        '198.51.100.7',
      ),
    ).toEqual({
      status: 2,
      title: null,
      endTime: null,
      info: defaultRegionInfo,
      ip: '198.51.100.7',
    });
  });

  it('derives the permission flags', () => {
    expect(permissionFlagsFor({ status: 0, title: null, endTime: null, info: null })).toEqual({
      maintenance: false,
      regionRestriction: false,
    });
    expect(permissionFlagsFor({ status: 1, title: null, endTime: null, info: null })).toEqual({
      maintenance: true,
      regionRestriction: false,
    });
    expect(permissionFlagsFor({ status: 2, title: null, endTime: null, info: null })).toEqual({
      maintenance: false,
      regionRestriction: true,
    });
  });
});

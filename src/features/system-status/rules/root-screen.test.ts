import { describe, expect, it } from 'vitest';
import { rootScreenFor, rootScreenForCode } from './root-screen';

describe('rootScreenFor', () => {
  it('shows maintenance first, then the region block, else the app', () => {
    expect(rootScreenFor({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(rootScreenFor({ maintenance: false, regionRestriction: true })).toBe('regionBlocked');
    expect(rootScreenFor({ maintenance: false, regionRestriction: false })).toBe('app');
  });

  it('reads the status code of getSystemStatus', () => {
    expect([0, 1, 2].map(rootScreenForCode)).toEqual(['app', 'maintenance', 'regionBlocked']);
  });
});

/** What the root shows (section 2 and 4): 0 the app, 1 the maintenance page, 2 the region-blocked page. */
export type RootScreen = 'app' | 'maintenance' | 'regionBlocked';

/** Maintenance wins over a region restriction; either wins over the app (section 4). */
export function rootScreenFor(status: {
  maintenance: boolean;
  regionRestriction: boolean;
}): RootScreen {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'regionBlocked';
  return 'app';
}

export function rootScreenForCode(code: number): RootScreen {
  return rootScreenFor({ maintenance: code === 1, regionRestriction: code === 2 });
}

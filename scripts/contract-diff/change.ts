/**
 * One classified difference between two versions of the contract, as oasdiff grades them:
 * - breaking: a client or a server written against the old version fails against the new one
 *   (oasdiff ERR);
 * - warning: it may fail, depending on what the other side does, and a program cannot tell
 *   (oasdiff WARN: an enum value added to a response, a removed error status);
 * - non-breaking: additions, widened input, narrowed output, documentation (oasdiff INFO).
 */
export type Level = 'breaking' | 'warning' | 'non-breaking';

export const levels: readonly Level[] = ['breaking', 'warning', 'non-breaking'];

/** Higher is worse. */
export const severity: Record<Level, number> = { breaking: 2, warning: 1, 'non-breaking': 0 };

export interface Change {
  level: Level;
  /** A stable kebab-case id of the rule that classified it (README lists them). */
  rule: string;
  /** `METHOD /path`, or null for a change to the whole contract. */
  operation: string | null;
  operationId: string | null;
  /** Where inside the operation: `request body: amount`, `response 200: value.token` ... */
  location: string;
  message: string;
  /**
   * When the change is inside a named component both versions refer to (for example
   * `schemas/ErrorKey`), its name and the path inside it: one change there shows up in every
   * operation that uses it, and the console groups those.
   */
  component: { name: string; path: string } | null;
}

/** Where a diff is looking, handed down as it descends. */
export interface Site {
  operation: string | null;
  operationId: string | null;
  location: string;
  component: { name: string; path: string } | null;
}

export type Report = (site: Site, level: Level, rule: string, message: string) => void;

/** A collector of changes; `report` is what the diff functions call. */
export function changeCollector(): { changes: Change[]; report: Report } {
  const changes: Change[] = [];
  return {
    changes,
    report: (site, level, rule, message) => changes.push({ ...site, level, rule, message }),
  };
}

/** A site one step deeper: `field` is appended to the location (and to the component path). */
export function deeper(site: Site, field: string, separator = '.'): Site {
  const join = (base: string) =>
    base === '' || base.endsWith(': ') ? `${base}${field}` : `${base}${separator}${field}`;
  return {
    ...site,
    location: join(site.location),
    component: site.component ? { ...site.component, path: join(site.component.path) } : null,
  };
}

/** The site inside a named component: changes below it are grouped under that name. */
export function intoComponent(site: Site, name: string): Site {
  return { ...site, component: { name, path: '' } };
}

export function worstLevel(changes: readonly Change[]): Level | null {
  let worst: Level | null = null;
  for (const change of changes)
    if (worst === null || severity[change.level] > severity[worst]) worst = change.level;
  return worst;
}

/** A value as the messages quote it. */
export function quote(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

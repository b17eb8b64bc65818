import type { OperationMeta } from './operation-meta';

export interface RouteMatch {
  meta: OperationMeta;
  params: Record<string, string>;
}

interface TemplatedRoute {
  pattern: RegExp;
  names: string[];
  meta: OperationMeta;
}

/**
 * Finds the operation of a request by an index on method and path — a Map lookup for fixed paths,
 * a short per-method list for templated ones — instead of trying every handler in turn.
 */
export class RouteIndex {
  /** Fixed paths by method, then path: no key to build per request. */
  readonly #fixed = new Map<string, Map<string, OperationMeta>>();
  readonly #templated = new Map<string, TemplatedRoute[]>();
  readonly #paths = new Set<string>();

  constructor(metas: readonly OperationMeta[]) {
    for (const meta of metas) {
      this.#paths.add(meta.path);
      if (!meta.path.includes('{')) {
        const byPath = this.#fixed.get(meta.method) ?? new Map<string, OperationMeta>();
        byPath.set(meta.path, meta);
        this.#fixed.set(meta.method, byPath);
        continue;
      }
      const names: string[] = [];
      const source = meta.path
        .split('/')
        .map((segment) => {
          const name = /^\{(.+)\}$/.exec(segment)?.[1];
          if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('/');
      const list = this.#templated.get(meta.method) ?? [];
      list.push({ pattern: new RegExp(`^${source}$`), names, meta });
      this.#templated.set(meta.method, list);
    }
  }

  match(method: string, pathname: string): RouteMatch | null {
    const fixed = this.#fixed.get(method)?.get(pathname);
    if (fixed) return { meta: fixed, params: {} };
    for (const route of this.#templated.get(method) ?? []) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { meta: route.meta, params };
    }
    return null;
  }

  /** True when some operation has this path under another method (405 rather than 404). */
  knowsPath(pathname: string): boolean {
    if (this.#paths.has(pathname)) return true;
    for (const routes of this.#templated.values()) {
      if (routes.some((route) => route.pattern.test(pathname))) return true;
    }
    return false;
  }
}

/** Compares two bundled versions of the contract and classifies every change. */
import { changeCollector, quote, type Change, type Report, type Site } from './change.ts';
import { diffOperation, type OperationView } from './operation-diff.ts';
import { deepEqual, isObject, resolve, type Json, type JsonObject } from './resolve.ts';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `/members/{id}` and `/members/{memberId}` are the same route. */
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}')}`;
}

function operationsOf(doc: JsonObject): Map<string, OperationView> {
  const views = new Map<string, OperationView>();
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, itemNode] of Object.entries(paths)) {
    const item = resolve(doc, itemNode);
    if (!isObject(item)) continue;
    const shared = (Array.isArray(item.parameters) ? item.parameters : [])
      .map((p) => resolve(doc, p))
      .filter(isObject);
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = (Array.isArray(operation.parameters) ? operation.parameters : [])
        .map((p) => resolve(doc, p))
        .filter(isObject);
      const ownKeys = new Set(own.map((p) => `${String(p.in)} ${String(p.name)}`));
      const parameters = [
        ...shared.filter((p) => !ownKeys.has(`${String(p.in)} ${String(p.name)}`)),
        ...own,
      ];
      views.set(routeKey(method, path), {
        method: method.toUpperCase(),
        path,
        operation,
        parameters,
      });
    }
  }
  return views;
}

function siteOf(view: OperationView): Site {
  const id = view.operation.operationId;
  return {
    operation: `${view.method} ${view.path}`,
    operationId: typeof id === 'string' ? id : null,
    location: '',
    component: null,
  };
}

const contractSite: Site = { operation: null, operationId: null, location: '', component: null };

function compareSecuritySchemes(base: JsonObject, revision: JsonObject, report: Report): void {
  const schemesOf = (doc: JsonObject) => {
    const components = isObject(doc.components) ? doc.components : {};
    return isObject(components.securitySchemes) ? components.securitySchemes : {};
  };
  const a = schemesOf(base);
  const b = schemesOf(revision);
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const site: Site = { ...contractSite, location: `security scheme ${name}` };
    const sa = resolve(base, a[name]);
    const sb = resolve(revision, b[name]);
    if (!isObject(sb)) {
      report(site, 'breaking', 'security-scheme-removed', 'security scheme removed');
      continue;
    }
    if (!isObject(sa)) {
      report(site, 'non-breaking', 'security-scheme-added', 'security scheme added');
      continue;
    }
    const changed = new Set([...Object.keys(sa), ...Object.keys(sb)]);
    for (const key of changed) {
      if (deepEqual(sa[key], sb[key])) continue;
      if (key === 'description')
        report(site, 'non-breaking', 'documentation-changed', 'description changed');
      else
        report(
          site,
          'breaking',
          'security-scheme-changed',
          `${key} ${quote(sa[key])} -> ${quote(sb[key])}`,
        );
    }
  }
}

/** Top-level keys other than paths, components and security: metadata and documentation. */
function compareMetadata(base: JsonObject, revision: JsonObject, report: Report): void {
  if (base.openapi !== revision.openapi)
    report(
      contractSite,
      'warning',
      'openapi-version-changed',
      `openapi ${quote(base.openapi)} -> ${quote(revision.openapi)}`,
    );
  const infoA = isObject(base.info) ? base.info : {};
  const infoB = isObject(revision.info) ? revision.info : {};
  for (const key of new Set([...Object.keys(infoA), ...Object.keys(infoB)]))
    if (!deepEqual(infoA[key], infoB[key]))
      report(
        { ...contractSite, location: `info.${key}` },
        'non-breaking',
        key === 'version' ? 'version-changed' : 'documentation-changed',
        key === 'version'
          ? `version ${quote(infoA[key])} -> ${quote(infoB[key])}`
          : `info.${key} changed`,
      );
  const ignored = new Set(['openapi', 'info', 'paths', 'components', 'security', 'x-generated']);
  for (const key of new Set([...Object.keys(base), ...Object.keys(revision)]))
    if (!ignored.has(key) && !deepEqual(base[key], revision[key]))
      report(
        { ...contractSite, location: key },
        'non-breaking',
        'documentation-changed',
        `${key} changed`,
      );
}

/**
 * Every change from `base` to `revision`, classified. Operations are matched by method and path;
 * one that moved keeps its operationId and is reported as moved (breaking), then compared.
 * Changes inside components show up at every operation that uses them (with the component named).
 */
export function diffContracts(base: JsonObject, revision: JsonObject): Change[] {
  const { changes, report } = changeCollector();
  const sides = { base, revision, report };
  const before = operationsOf(base);
  const after = operationsOf(revision);
  const unmatchedAfter = new Map([...after].filter(([key]) => !before.has(key)));
  const byId = (views: Map<string, OperationView>, id: Json | undefined) =>
    [...views].find(([, view]) => typeof id === 'string' && view.operation.operationId === id);

  for (const [key, view] of before) {
    const site = siteOf(view);
    const same = after.get(key);
    if (same) {
      diffOperation(sides, site, view, same);
      continue;
    }
    const moved = byId(unmatchedAfter, view.operation.operationId);
    if (moved) {
      const [movedKey, movedView] = moved;
      unmatchedAfter.delete(movedKey);
      report(
        { ...site, location: 'operation' },
        'breaking',
        'operation-moved',
        `moved to ${movedView.method} ${movedView.path}`,
      );
      diffOperation(sides, site, view, movedView);
      continue;
    }
    report(
      { ...site, location: 'operation' },
      'breaking',
      'operation-removed',
      view.operation.deprecated === true
        ? 'operation removed (it was deprecated)'
        : 'operation removed',
    );
  }
  for (const view of unmatchedAfter.values())
    report(
      { ...siteOf(view), location: 'operation' },
      'non-breaking',
      'operation-added',
      'new operation',
    );

  compareSecuritySchemes(base, revision, report);
  compareMetadata(base, revision, report);
  return changes;
}

/** Compares one operation in two versions: parameters, request body, responses, security, markers. */
import { deeper, intoComponent, quote, type Report, type Site } from './change.ts';
import {
  componentName,
  deepEqual,
  isObject,
  refOf,
  resolve,
  type Json,
  type JsonObject,
} from './resolve.ts';
import { diffSchema, documentationKeys, type Direction } from './schema-diff.ts';

export interface Sides {
  base: JsonObject;
  revision: JsonObject;
  report: Report;
}

/** An operation with the parameters of its path item merged in (the operation's win). */
export interface OperationView {
  method: string;
  path: string;
  operation: JsonObject;
  parameters: JsonObject[];
}

const handledOperationKeys = new Set([
  ...documentationKeys,
  'operationId',
  'parameters',
  'requestBody',
  'responses',
  'security',
  'tags',
  'deprecated',
  'x-encrypted',
  'x-max-body-bytes',
  'x-path-source',
]);

function parameterKey(p: JsonObject): string {
  const where = String(p.in ?? '');
  const name = String(p.name ?? '');
  return `${where} ${where === 'header' ? name.toLowerCase() : name}`;
}

/** Within a component when both versions refer to the same one. */
function siteFor(site: Site, baseNode: Json | undefined, revNode: Json | undefined): Site {
  const ref = refOf(baseNode);
  const name = ref !== null && ref === refOf(revNode) ? componentName(ref) : null;
  return name ? intoComponent(site, name) : site;
}

function compareMediaTypes(
  sides: Sides,
  site: Site,
  direction: Direction,
  before: Json | undefined,
  after: Json | undefined,
): void {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  for (const type of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const here = deeper(site, `(${type})`, ' ');
    if (!(type in b)) {
      sides.report(
        here,
        'breaking',
        `${direction}-content-type-removed`,
        `media type ${type} removed`,
      );
      continue;
    }
    if (!(type in a)) {
      sides.report(
        here,
        'non-breaking',
        `${direction}-content-type-added`,
        `media type ${type} added`,
      );
      continue;
    }
    const mediaA = resolve(sides.base, a[type]);
    const mediaB = resolve(sides.revision, b[type]);
    if (!isObject(mediaA) || !isObject(mediaB)) continue;
    const ctx = { base: sides.base, revision: sides.revision, direction, report: sides.report };
    const schemaSite: Site = { ...here, location: `${here.location}: ` };
    diffSchema(
      ctx,
      siteFor(schemaSite, mediaA.schema, mediaB.schema),
      mediaA.schema,
      mediaB.schema,
    );
    compareLeftovers(sides, here, mediaA, mediaB, new Set(['schema']), direction);
  }
}

/** Keys no rule looked at: documentation is non-breaking, anything else a warning to review. */
function compareLeftovers(
  sides: Sides,
  site: Site,
  a: JsonObject,
  b: JsonObject,
  handled: Set<string>,
  direction: Direction | 'operation',
): void {
  const docs: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (handled.has(key) || deepEqual(a[key], b[key])) continue;
    if (documentationKeys.has(key) || key === 'encoding') docs.push(key);
    else if (key.startsWith('x-'))
      sides.report(
        site,
        'non-breaking',
        'extension-changed',
        `${key} ${quote(a[key])} -> ${quote(b[key])}`,
      );
    else
      sides.report(
        site,
        'warning',
        `${direction}-keyword-changed`,
        `${key} changed (not judged: review it)`,
      );
  }
  if (docs.length > 0)
    sides.report(site, 'non-breaking', 'documentation-changed', `${docs.join(', ')} changed`);
}

function compareParameters(
  sides: Sides,
  site: Site,
  before: JsonObject[],
  after: JsonObject[],
): void {
  const a = new Map(before.map((p) => [parameterKey(p), p]));
  const b = new Map(after.map((p) => [parameterKey(p), p]));
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const [where, name] = key.split(' ');
    const pa = a.get(key);
    const pb = b.get(key);
    const here: Site = { ...site, location: `${where} parameter ${pb?.name ?? pa?.name ?? name}` };
    if (!pb) {
      sides.report(
        here,
        'warning',
        'request-parameter-removed',
        'parameter removed (the server now ignores it)',
      );
      continue;
    }
    if (!pa) {
      const required = pb.required === true;
      sides.report(
        here,
        required ? 'breaking' : 'non-breaking',
        required ? 'request-required-parameter-added' : 'request-optional-parameter-added',
        `new ${required ? 'required' : 'optional'} parameter`,
      );
      continue;
    }
    if ((pa.required === true) !== (pb.required === true))
      sides.report(
        here,
        pb.required === true ? 'breaking' : 'non-breaking',
        `request-parameter-became-${pb.required === true ? 'required' : 'optional'}`,
        pb.required === true ? 'became required' : 'became optional',
      );
    for (const key of ['style', 'explode', 'allowReserved', 'allowEmptyValue'])
      if (!deepEqual(pa[key], pb[key]))
        sides.report(
          here,
          'breaking',
          'request-parameter-serialisation-changed',
          `${key} ${quote(pa[key])} -> ${quote(pb[key])}`,
        );
    if (pa.deprecated !== pb.deprecated)
      sides.report(
        here,
        'non-breaking',
        'deprecation-changed',
        pb.deprecated === true ? 'deprecated' : 'no longer deprecated',
      );
    const ctx = {
      base: sides.base,
      revision: sides.revision,
      direction: 'request' as const,
      report: sides.report,
    };
    const schemaSite: Site = { ...here, location: `${here.location}: ` };
    diffSchema(ctx, siteFor(schemaSite, pa.schema, pb.schema), pa.schema, pb.schema);
    if (pa.content !== undefined || pb.content !== undefined)
      compareMediaTypes(sides, here, 'request', pa.content, pb.content);
    compareLeftovers(
      sides,
      here,
      pa,
      pb,
      new Set([
        'name',
        'in',
        'required',
        'schema',
        'content',
        'deprecated',
        'style',
        'explode',
        'allowReserved',
        'allowEmptyValue',
      ]),
      'request',
    );
  }
}

function compareRequestBody(
  sides: Sides,
  site: Site,
  beforeNode: Json | undefined,
  afterNode: Json | undefined,
): void {
  const here = siteFor({ ...site, location: 'request body' }, beforeNode, afterNode);
  const a = resolve(sides.base, beforeNode);
  const b = resolve(sides.revision, afterNode);
  if (!isObject(a) && !isObject(b)) return;
  if (!isObject(b)) {
    sides.report(
      here,
      'warning',
      'request-body-removed',
      'request body removed (the server now ignores one)',
    );
    return;
  }
  if (!isObject(a)) {
    const required = b.required === true;
    sides.report(
      here,
      required ? 'breaking' : 'non-breaking',
      required ? 'request-required-body-added' : 'request-optional-body-added',
      `new ${required ? 'required' : 'optional'} request body`,
    );
    return;
  }
  if ((a.required === true) !== (b.required === true))
    sides.report(
      here,
      b.required === true ? 'breaking' : 'non-breaking',
      `request-body-became-${b.required === true ? 'required' : 'optional'}`,
      b.required === true ? 'became required' : 'became optional',
    );
  compareMediaTypes(sides, here, 'request', a.content, b.content);
  compareLeftovers(sides, here, a, b, new Set(['required', 'content']), 'request');
}

const isSuccess = (status: string) => /^[23]/.test(status);

function compareResponses(
  sides: Sides,
  site: Site,
  beforeNode: Json | undefined,
  afterNode: Json | undefined,
): void {
  const a = isObject(beforeNode) ? beforeNode : {};
  const b = isObject(afterNode) ? afterNode : {};
  for (const status of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const here = siteFor({ ...site, location: `response ${status}` }, a[status], b[status]);
    if (!(status in b)) {
      if (isSuccess(status))
        sides.report(
          here,
          'breaking',
          'response-success-status-removed',
          `success status ${status} removed`,
        );
      else
        sides.report(
          here,
          'warning',
          'response-error-status-removed',
          `status ${status} removed (clients that handle it are unaffected unless the server now answers otherwise)`,
        );
      continue;
    }
    if (!(status in a)) {
      if (isSuccess(status))
        sides.report(
          here,
          'warning',
          'response-success-status-added',
          `new success status ${status} (clients may not expect it)`,
        );
      else
        sides.report(here, 'non-breaking', 'response-error-status-added', `new status ${status}`);
      continue;
    }
    const ra = resolve(sides.base, a[status]);
    const rb = resolve(sides.revision, b[status]);
    if (!isObject(ra) || !isObject(rb)) continue;
    compareMediaTypes(sides, here, 'response', ra.content, rb.content);
    compareHeaders(sides, here, ra.headers, rb.headers);
    compareLeftovers(sides, here, ra, rb, new Set(['content', 'headers']), 'response');
  }
}

function compareHeaders(
  sides: Sides,
  site: Site,
  before: Json | undefined,
  after: Json | undefined,
): void {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const here = deeper(site, `header ${name}`, ' ');
    const ha = resolve(sides.base, a[name]);
    const hb = resolve(sides.revision, b[name]);
    if (!isObject(hb)) {
      const required = isObject(ha) && ha.required === true;
      sides.report(
        here,
        required ? 'breaking' : 'warning',
        'response-header-removed',
        'header removed',
      );
    } else if (!isObject(ha))
      sides.report(here, 'non-breaking', 'response-header-added', 'new header');
    else {
      const ctx = {
        base: sides.base,
        revision: sides.revision,
        direction: 'response' as const,
        report: sides.report,
      };
      diffSchema(ctx, { ...here, location: `${here.location}: ` }, ha.schema, hb.schema);
      if ((ha.required === true) !== (hb.required === true))
        sides.report(
          here,
          hb.required === true ? 'non-breaking' : 'breaking',
          `response-header-became-${hb.required === true ? 'required' : 'optional'}`,
          hb.required === true ? 'became required' : 'became optional',
        );
      compareLeftovers(sides, here, ha, hb, new Set(['schema', 'required']), 'response');
    }
  }
}

/** Security requirement alternatives as comparable strings; `[]` or `{}` among them means public. */
function requirementSets(security: Json | undefined): string[] {
  if (!Array.isArray(security)) return [];
  return security
    .filter(isObject)
    .map((alt) =>
      Object.entries(alt)
        .map(
          ([scheme, scopes]) =>
            `${scheme}${Array.isArray(scopes) && scopes.length > 0 ? `(${[...scopes].map(String).sort().join(',')})` : ''}`,
        )
        .sort()
        .join(' + '),
    )
    .sort();
}

function compareSecurity(
  sides: Sides,
  site: Site,
  before: Json | undefined,
  after: Json | undefined,
): void {
  const a = requirementSets(before);
  const b = requirementSets(after);
  if (deepEqual(a, b)) return;
  const here: Site = { ...site, location: 'security' };
  const publicBefore = a.length === 0 || a.includes('');
  const publicAfter = b.length === 0 || b.includes('');
  const show = (sets: string[]) =>
    sets.length === 0 ? 'none' : sets.map((s) => s || 'none').join(' or ');
  const text = `${show(a)} -> ${show(b)}`;
  if (publicBefore && !publicAfter)
    sides.report(here, 'breaking', 'security-added', `now needs ${show(b)} (${text})`);
  else if (publicAfter && !publicBefore)
    sides.report(here, 'non-breaking', 'security-removed', `no longer needs credentials (${text})`);
  else if (a.some((alt) => !b.includes(alt)))
    sides.report(here, 'breaking', 'security-changed', text);
  else sides.report(here, 'non-breaking', 'security-alternative-added', text);
}

/** The contract's root description: a body is at most 1 MiB unless `x-max-body-bytes` says more. */
export const defaultBodyBytes = 1_048_576;

function bodyLimit(operation: JsonObject): number {
  const limit = operation['x-max-body-bytes'];
  return typeof limit === 'number' ? limit : defaultBodyBytes;
}

/** Compares an operation present in both versions (maybe at another path or method). */
export function diffOperation(
  sides: Sides,
  site: Site,
  before: OperationView,
  after: OperationView,
): void {
  const a = before.operation;
  const b = after.operation;
  const here: Site = { ...site, location: 'operation' };
  if (a.operationId !== b.operationId)
    sides.report(
      here,
      'warning',
      'operation-id-changed',
      `operationId ${quote(a.operationId)} -> ${quote(b.operationId)} (generated clients name their calls after it)`,
    );
  compareParameters(sides, site, before.parameters, after.parameters);
  compareRequestBody(sides, site, a.requestBody, b.requestBody);
  compareResponses(sides, site, a.responses, b.responses);
  compareSecurity(
    sides,
    site,
    a.security ?? sides.base.security,
    b.security ?? sides.revision.security,
  );
  if (Boolean(a['x-encrypted']) !== Boolean(b['x-encrypted']))
    sides.report(
      here,
      'breaking',
      'payload-encryption-changed',
      b['x-encrypted'] === true
        ? 'the body is now encrypted (x-encrypted)'
        : 'the body is no longer encrypted (x-encrypted)',
    );
  const limitA = bodyLimit(a);
  const limitB = bodyLimit(b);
  if (limitA !== limitB)
    sides.report(
      here,
      limitB < limitA ? 'breaking' : 'non-breaking',
      `body-limit-${limitB < limitA ? 'lowered' : 'raised'}`,
      `request body limit ${limitA} -> ${limitB} bytes (x-max-body-bytes)`,
    );
  if (a.deprecated !== b.deprecated)
    sides.report(
      here,
      'non-breaking',
      'deprecation-changed',
      b.deprecated === true ? 'deprecated' : 'no longer deprecated',
    );
  if (!deepEqual(a.tags, b.tags))
    sides.report(here, 'non-breaking', 'tags-changed', `tags ${quote(a.tags)} -> ${quote(b.tags)}`);
  if (a['x-path-source'] !== b['x-path-source'])
    sides.report(
      here,
      'non-breaking',
      'path-source-changed',
      `x-path-source ${quote(a['x-path-source'])} -> ${quote(b['x-path-source'])}`,
    );
  compareLeftovers(sides, here, a, b, handledOperationKeys, 'operation');
  const docs = [...documentationKeys].filter((key) => !deepEqual(a[key], b[key]));
  if (docs.length > 0)
    sides.report(here, 'non-breaking', 'documentation-changed', `${docs.join(', ')} changed`);
}

import {
  contract,
  operationMetas,
  operationObject,
  resolveParameter,
  type OpenApiParameter,
} from './contract.ts';
import type { OperationMeta } from './operation-meta.ts';

/** A JSON Schema node of the bundled contract (objects only: the contract uses no boolean schemas). */
export type JsonSchema = Record<string, unknown>;

export interface NamedExample {
  name: string;
  value: unknown;
}

export interface KitParameter {
  name: string;
  in: OpenApiParameter['in'];
  required: boolean;
  schema: JsonSchema;
  /** The contract's example, when it gives one. */
  example?: unknown;
}

export interface KitRequestBody {
  contentType: string;
  required: boolean;
  schema: JsonSchema;
  examples: NamedExample[];
}

/** What the kit needs to know of one operation: its inputs with their examples, and its answers. */
export interface KitOperation {
  meta: OperationMeta;
  operationId: string;
  tag: string;
  /** Path-item and operation parameters together (the operation's win on the same name). */
  parameters: KitParameter[];
  body: KitRequestBody | null;
  declaredStatuses: number[];
  /** Sends anything but GET: only with --allow-writes (the contract has no read-only marker). */
  writes: boolean;
}

/** The mock's control API: it exists on the sandbox only, so it is never checked. */
export const outOfScopeTags: ReadonlySet<string> = new Set(['mock-control']);

/** GET (and HEAD) read; every other method may change state. The contract marks no exceptions. */
export function isWrite(meta: OperationMeta): boolean {
  return meta.method !== 'GET';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function examplesOf(node: Record<string, unknown>): NamedExample[] {
  if ('example' in node) return [{ name: 'example', value: node.example }];
  if (!isObject(node.examples)) return [];
  return Object.entries(node.examples).flatMap(([name, entry]) =>
    isObject(entry) && 'value' in entry ? [{ name, value: entry.value }] : [],
  );
}

function kitParameter(raw: OpenApiParameter): KitParameter {
  const p = resolveParameter(raw) as OpenApiParameter & Record<string, unknown>;
  const schema = isObject(p.schema) ? p.schema : {};
  const [example] = examplesOf(p).length > 0 ? examplesOf(p) : examplesOf(schema);
  return {
    name: p.name,
    in: p.in,
    required: p.required === true || p.in === 'path',
    schema,
    ...(example ? { example: example.value } : {}),
  };
}

function parametersOf(meta: OperationMeta): KitParameter[] {
  const item = contract.paths[meta.path] as { parameters?: OpenApiParameter[] } | undefined;
  const merged = new Map<string, KitParameter>();
  for (const raw of [...(item?.parameters ?? []), ...(operationObject(meta).parameters ?? [])]) {
    const p = kitParameter(raw);
    merged.set(`${p.in} ${p.name}`, p);
  }
  return [...merged.values()];
}

function bodyOf(meta: OperationMeta): KitRequestBody | null {
  const requestBody = operationObject(meta).requestBody;
  const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  if (!contentType || !media) return null;
  return {
    contentType,
    required: requestBody?.required === true,
    schema: isObject(media.schema) ? media.schema : {},
    examples: examplesOf(media as Record<string, unknown>),
  };
}

function toKitOperation(meta: OperationMeta): KitOperation {
  return {
    meta,
    operationId: meta.operationId,
    tag: meta.tag,
    parameters: parametersOf(meta),
    body: bodyOf(meta),
    declaredStatuses: Object.keys(operationObject(meta).responses)
      .map(Number)
      .filter(Number.isInteger),
    writes: isWrite(meta),
  };
}

/** Every operation of the contract except the mock's control API, in the contract's order. */
export const kitOperations: readonly KitOperation[] = operationMetas
  .filter((meta) => !outOfScopeTags.has(meta.tag))
  .map(toKitOperation);

/** Every tag of the contract, out-of-scope ones included (to tell a typo from a skipped tag). */
export const contractTags: readonly string[] = [...new Set(operationMetas.map((m) => m.tag))];

/** Any operation of the contract by its id, the mock's control API included (flows read its inbox). */
export function anyOperation(operationId: string): KitOperation {
  const checked = kitOperations.find((op) => op.operationId === operationId);
  if (checked) return checked;
  const meta = operationMetas.find((m) => m.operationId === operationId);
  if (!meta) throw new Error(`The contract has no operation ${operationId}`);
  return toKitOperation(meta);
}

/** Follows a local `#/...` pointer into the bundled contract. */
export function contractNode(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = contract;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  if (node === undefined) throw new Error(`Unresolved reference ${ref}`);
  return node;
}

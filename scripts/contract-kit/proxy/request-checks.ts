import type { IncomingHttpHeaders } from 'node:http';
import { queryObject, validateRequest } from '../../../openapi/runtime/request-validation';
import { contractTokenTransport } from '../token-transport';
import type { OperationMeta } from '../../../openapi/runtime/operation-meta';
import {
  payloadCodecHeader,
  payloadCodecs,
  type PayloadCodec,
} from '../../../openapi/runtime/payload-codec';

/** One way a request differs from its operation in the contract. */
export interface Finding {
  jsonPath: string;
  /** The offending value; absent when it is missing. */
  value?: unknown;
  message: string;
}

export interface RequestUnderCheck {
  meta: OperationMeta;
  /** Path parameters, as the route index matched them. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestCheckOptions {
  /** Decode `x-encrypted` bodies with this codec; by default with the one `X-Payload-Codec` names. */
  codec?: PayloadCodec;
}

const formType = 'application/x-www-form-urlencoded';

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

const tokenTransport = contractTokenTransport();
/** What the token header's value starts with (`Bearer ` for the contract's http bearer scheme). */
const tokenPrefix = tokenTransport.value('');

/** True when the request carries a session token the way the contract's scheme sends it (decision 002). */
export function hasSessionToken(headers: IncomingHttpHeaders): boolean {
  const sent = header(headers, tokenTransport.header);
  return (
    sent !== undefined &&
    sent.startsWith(tokenPrefix) &&
    sent.slice(tokenPrefix.length).trim() !== ''
  );
}

type Decoded = { body: unknown } | Finding;

function decodeEncrypted(
  parsed: unknown,
  headers: IncomingHttpHeaders,
  options: RequestCheckOptions,
): Decoded[] {
  const findings: Decoded[] = [];
  const named = header(headers, payloadCodecHeader);
  if (named === undefined) {
    findings.push({
      jsonPath: `header.${payloadCodecHeader.toLowerCase()}`,
      message: `is missing: an x-encrypted operation names its codec in ${payloadCodecHeader}`,
    });
  } else if (options.codec && named !== options.codec.name) {
    findings.push({
      jsonPath: `header.${payloadCodecHeader.toLowerCase()}`,
      value: named,
      message: `names another codec than the one the proxy was told to expect (--codec ${options.codec.name})`,
    });
  }
  const codec = options.codec ?? (named === undefined ? undefined : payloadCodecs[named]);
  if (!codec) {
    if (named !== undefined) {
      findings.push({
        jsonPath: `header.${payloadCodecHeader.toLowerCase()}`,
        value: named,
        message: `is not a codec the proxy knows (${Object.keys(payloadCodecs).join(', ')}); the payload was not validated`,
      });
    }
    return findings;
  }
  const payload = (parsed as { payload?: unknown } | null)?.payload;
  if (typeof payload !== 'string' || payload === '') {
    findings.push({
      jsonPath: 'body.payload',
      ...(payload === undefined ? {} : { value: payload }),
      message: 'must be a non-empty string: an x-encrypted body is { "payload": "<encoded>" }',
    });
    return findings;
  }
  try {
    findings.push({ body: JSON.parse(codec.decode(payload)) as unknown });
  } catch {
    findings.push({
      jsonPath: 'body.payload',
      value: payload,
      message: `does not decode with ${codec.name} to JSON`,
    });
  }
  return findings;
}

/**
 * The body as the contract describes it (decoded, parsed; undefined when there is none), or null
 * with the reason it could not be read (then the schemas are not applied: they would only repeat it).
 */
function decodeBody(
  check: RequestUnderCheck,
  options: RequestCheckOptions,
): { body: unknown; findings: Finding[] } {
  const { meta, body, headers } = check;
  if (body.length === 0 || meta.requestContentType === null)
    return { body: undefined, findings: [] };
  const text = body.toString('utf8');
  const contentType =
    (header(headers, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (meta.requestContentType === formType) {
    if (contentType !== formType) {
      return {
        body: null,
        findings: [
          { jsonPath: 'header.content-type', value: contentType, message: `must be ${formType}` },
        ],
      };
    }
    return { body: Object.fromEntries(new URLSearchParams(text)), findings: [] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      body: null,
      findings: [{ jsonPath: 'body', value: text, message: 'is not valid JSON' }],
    };
  }
  if (!meta.encrypted) return { body: parsed, findings: [] };
  const decoded = decodeEncrypted(parsed, headers, options);
  const findings = decoded.filter((d): d is Finding => 'jsonPath' in d);
  const result = decoded.find((d): d is { body: unknown } => 'body' in d);
  // Undecodable: the contract's schema cannot be applied, and "body is required" would only repeat it.
  return result ? { body: result.body, findings } : { body: null, findings };
}

function valueAt(root: Record<string, unknown>, field: string): { value?: unknown } {
  let node: unknown = root;
  for (const part of field.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return {};
    node = (node as Record<string, unknown>)[part];
  }
  return { value: node };
}

/**
 * Checks a request the way the mock's pipeline would before answering: session token on guarded
 * operations, the payload codec of `x-encrypted` ones, then the contract's schemas for path, query
 * and body (the first failure, as `validateRequest` reports it).
 */
export function checkRequest(
  check: RequestUnderCheck,
  options: RequestCheckOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  if (check.meta.guarded && !hasSessionToken(check.headers)) {
    const sent = header(check.headers, tokenTransport.header);
    findings.push({
      jsonPath: `header.${tokenTransport.header}`,
      ...(sent === undefined ? {} : { value: sent }),
      message: `${sent === undefined ? 'is missing' : 'is not a session token'}: the operation is guarded (${tokenTransport.description})`,
    });
  }
  const decoded = decodeBody(check, options);
  findings.push(...decoded.findings);
  if (decoded.body === null) return findings;

  const query = queryObject(check.query);
  const path = { ...check.params };
  // validateRequest coerces and fills defaults in place: the values it blames come from a copy.
  const sent = structuredClone({ query, path, body: decoded.body });
  const failure = validateRequest(check.meta, {
    query,
    path,
    body: decoded.body,
    contentType: null,
  });
  if (failure) {
    const message = failure.message.startsWith(`${failure.field} `)
      ? failure.message.slice(failure.field.length + 1)
      : failure.message;
    findings.push({ jsonPath: failure.field, ...valueAt(sent, failure.field), message });
  }
  return findings;
}

import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { contract, operationObject } from '../../../openapi/runtime/contract';
import { validateResponseHeaders } from '../../../openapi/runtime/response-header-validation';
import { validateResponse } from '../../../openapi/runtime/response-validation';
import type { OperationMeta } from '../../../openapi/runtime/operation-meta';
import type { Finding } from './request-checks';

export interface ResponseUnderCheck {
  meta: OperationMeta;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The request was for a guarded operation and carried no session token. */
  guardedWithoutToken: boolean;
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
  identity: (bytes) => bytes,
};

/** The media types the contract declares for this status (empty when it declares no body). */
function declaredMediaTypes(meta: OperationMeta, status: number): string[] {
  const declared = operationObject(meta).responses[String(status)];
  if (!declared) return [];
  const responses = (
    contract as unknown as { components: { responses?: Record<string, typeof declared> } }
  ).components.responses;
  const response = declared.$ref
    ? responses?.[declared.$ref.replace('#/components/responses/', '')]
    : declared;
  return Object.keys(response?.content ?? {});
}

function decompressed(body: Buffer, encoding: string | undefined): Buffer | Finding {
  const names = (encoding ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  let bytes = body;
  // Codings are listed in the order they were applied: undo them from the last.
  for (const name of names.reverse()) {
    const decode = decoders[name];
    if (!decode) {
      return {
        jsonPath: 'header.content-encoding',
        value: encoding,
        message: 'the proxy cannot decode this content coding; the body was not validated',
      };
    }
    try {
      bytes = decode(bytes);
    } catch {
      return {
        jsonPath: 'header.content-encoding',
        value: encoding,
        message: 'the body does not decode with its declared content coding',
      };
    }
  }
  return bytes;
}

/** `$.value.wallets.0.balance` -> the value there, or nothing when the path leads nowhere. */
function valueAt(root: unknown, jsonPath: string): { value?: unknown } {
  let node = root;
  for (const part of jsonPath.split('.').slice(1)) {
    if (typeof node !== 'object' || node === null || !(part in node)) return {};
    node = (node as Record<string, unknown>)[part];
  }
  return { value: node };
}

/**
 * Checks an answer against its operation: a declared status, a JSON body where the contract
 * declares one, the body's schema (every violation, as `validateResponse` reports them), the
 * headers the contract declares for the status (required and on their schema), and that
 * a guarded operation sent without a token was refused.
 */
export function checkResponse(check: ResponseUnderCheck): Finding[] {
  const { meta, status } = check;
  const findings: Finding[] = [];
  if (check.guardedWithoutToken && status < 400) {
    findings.push({
      jsonPath: 'status',
      value: status,
      message:
        'must be 401 (not_logged_in): the guarded operation was called without a session token',
    });
  }

  const header = (name: string) => {
    const value = check.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  for (const violation of validateResponseHeaders(meta, status, { get: header })) {
    const value = header(violation.path.replace(/^header\./, ''));
    findings.push({
      jsonPath: violation.path,
      ...(value === null ? {} : { value }),
      message: violation.message.replace(/ \(got [\s\S]*\)$/, ''),
    });
  }

  const bytes = decompressed(check.body, check.headers['content-encoding']);
  if (!Buffer.isBuffer(bytes)) return [...findings, bytes];
  const text = bytes.toString('utf8');
  const contentType = check.headers['content-type'] ?? '';
  const mediaTypes = declaredMediaTypes(meta, status);
  if (text !== '' && mediaTypes.includes('application/json') && !/[/+]json\b/i.test(contentType)) {
    findings.push({
      jsonPath: 'header.content-type',
      ...(contentType ? { value: contentType } : {}),
      message: 'must be application/json: the contract declares a JSON body for this status',
    });
  }

  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  // Branches of an allOf fail alike (a text body is "not an object" once per branch): report once.
  const seen = new Set<string>();
  for (const violation of validateResponse(meta, status, body)) {
    const key = `${violation.path} ${violation.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (violation.message.startsWith(`status ${status} is not declared`)) {
      findings.push({ jsonPath: 'status', value: status, message: violation.message });
      continue;
    }
    const missing = /^must have required property '(.+)'$/.exec(violation.message)?.[1];
    if (missing !== undefined) {
      findings.push({
        jsonPath: `${violation.path}.${missing}`,
        message: 'is required but missing',
      });
      continue;
    }
    findings.push({
      jsonPath: violation.path,
      ...valueAt(body, violation.path),
      message: violation.message.replace(/ \(got [\s\S]*\)$/, ''),
    });
  }
  return findings;
}

import { operationMetas } from '../../../openapi/runtime/contract';
import { RouteIndex } from '../../../openapi/runtime/route-index';
import type { PayloadCodec } from '../../../openapi/runtime/payload-codec';
import type { CapturedExchange } from './http-forwarding';
import { unknownOperation, type Direction, type ProxyMismatch } from './proxy-mismatch';
import { checkRequest, hasSessionToken, type Finding } from './request-checks';
import { checkResponse } from './response-checks';

/** The operations of the mock's control API: sandbox only, so no other server is held to them. */
const outOfScopeTag = 'mock-control';

export interface ExchangeReport {
  /** The contract's operationId, "unknown operation", or what else the request was (a preflight). */
  operation: string;
  /** `METHOD /path` without the query (how the summary lists unknown operations). */
  route: string;
  /** Set when the exchange was (partly) not validated, with the reason. */
  skipped?: string;
  mismatches: ProxyMismatch[];
}

export interface ExchangeValidatorOptions {
  /** Decode `x-encrypted` bodies with this codec instead of the one `X-Payload-Codec` names. */
  codec?: PayloadCodec;
  /** The clock of the log's `time` (tests pin it). */
  now?: () => Date;
}

export type ExchangeValidator = (exchange: CapturedExchange) => ExchangeReport;

/** Turns what went through the proxy into the mismatches it shows with the contract. */
export function createExchangeValidator(options: ExchangeValidatorOptions = {}): ExchangeValidator {
  const routes = new RouteIndex(operationMetas);
  const now = options.now ?? (() => new Date());

  return ({ request, response, error }) => {
    const method = request.method.toUpperCase();
    const url = new URL(request.url, 'http://proxy.local');
    const time = now().toISOString();
    const route = `${method} ${url.pathname}`;
    const mismatch = (
      operation: string,
      direction: Direction,
      finding: Finding,
    ): ProxyMismatch => ({
      time,
      operation,
      request: `${method} ${request.url}`,
      direction,
      ...(response ? { status: response.status } : {}),
      ...finding,
    });

    if (method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return { operation: 'CORS preflight', route, skipped: 'not an API call', mismatches: [] };
    }
    const match = routes.match(method, url.pathname);
    if (!match) {
      const otherMethod = routes.knowsPath(url.pathname);
      return {
        operation: unknownOperation,
        route,
        mismatches: [
          mismatch(
            unknownOperation,
            'request',
            otherMethod
              ? {
                  jsonPath: 'method',
                  value: method,
                  message: 'the contract has no operation with this method on this path',
                }
              : {
                  jsonPath: 'path',
                  value: url.pathname,
                  message: 'the contract has no operation on this path',
                },
          ),
        ],
      };
    }

    const { meta } = match;
    if (meta.tag === outOfScopeTag) {
      return {
        operation: meta.operationId,
        route,
        skipped: 'sandbox control API (mock-control)',
        mismatches: [],
      };
    }
    const skipped: string[] = [];
    const findings: ProxyMismatch[] = [];
    if (request.truncated) {
      skipped.push('request body over the capture limit');
    } else {
      for (const finding of checkRequest(
        {
          meta,
          params: match.params,
          query: url.searchParams,
          headers: request.headers,
          body: request.body,
        },
        options.codec ? { codec: options.codec } : {},
      )) {
        findings.push(mismatch(meta.operationId, 'request', finding));
      }
    }
    if (!response || error) {
      // A missing or cut-short answer says nothing about the contract; the client saw the same.
      skipped.push(error ?? 'no answer');
    } else if (response.truncated) {
      skipped.push('response body over the capture limit');
    } else {
      for (const finding of checkResponse({
        meta,
        status: response.status,
        headers: response.headers,
        body: response.body,
        guardedWithoutToken: meta.guarded && !hasSessionToken(request.headers),
      })) {
        findings.push(mismatch(meta.operationId, 'response', finding));
      }
    }
    return {
      operation: meta.operationId,
      route,
      ...(skipped.length ? { skipped: skipped.join('; ') } : {}),
      mismatches: findings,
    };
  };
}

/** Which side of an exchange broke the contract: what the client sent, or what the server answered. */
export type Direction = 'request' | 'response';

/** The `operation` of a request the contract has no operation for. */
export const unknownOperation = 'unknown operation';

/** One way an exchange differs from the contract: a console line and a JSON line of the log. */
export interface ProxyMismatch {
  /** When the exchange ended (ISO 8601). */
  time: string;
  /** The contract's operationId, or "unknown operation". */
  operation: string;
  /** The request as the client sent it: `METHOD /path?query`. */
  request: string;
  direction: Direction;
  /** The status the target answered (absent when it could not be reached). */
  status?: number;
  /**
   * Where the offending value is: `query.pageNo`, `path.id`, `header.authorization`, `body.username`
   * (the mock's 400 `field` notation) for requests; `$.value.balance` for response bodies.
   */
  jsonPath: string;
  /** The offending value; absent when the value is missing (a required field) or not JSON. */
  value?: unknown;
  message: string;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** `[proxy] getBalance response 200 $.value.sumBalance: must be number (value "12.5")` */
export function formatMismatch(m: ProxyMismatch): string {
  const status = m.status === undefined ? '' : ` ${m.status}`;
  const value = 'value' in m ? ` (value ${shown(m.value)})` : '';
  if (m.operation === unknownOperation) {
    return `[proxy] unknown operation ${m.request}${status ? ` ->${status}` : ''}: ${m.message}`;
  }
  return `[proxy] ${m.operation} ${m.direction}${status} ${m.jsonPath}: ${m.message}${value}   <- ${m.request}`;
}

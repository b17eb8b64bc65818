/**
 * Who is calling, as the pipeline reads it once from the request: the client's address, its device
 * (`X-Device`, else the declared `device` query field), its language (the declared `language`
 * query field, else the first `Accept-Language` tag) and its user agent. Null when the request does
 * not say.
 *
 * The address is the connection's own (the socket's remote address; `local` in a host without a
 * socket, the in-page and in-process MSW mocks), never a header the client chose — unless the
 * sandbox runs behind a proxy it was told to trust (`--trust-proxy`): then the first
 * `X-Forwarded-For` hop, else `X-Real-IP`, else the connection. Every per-address limit (captcha
 * refresh, flood limits, site-configuration throttle) is keyed on it.
 */
export interface RequestContext {
  address: string;
  device: string | null;
  language: string | null;
  userAgent: string | null;
}

/** How the request reached the host: the socket's address (null without one), and the proxy rule. */
export interface Connection {
  remoteAddress: string | null;
  trustProxy: boolean;
}

/** The address of a host without a socket (MSW in the page or in node). */
export const localAddress = 'local';

const firstOf = (value: string | null | undefined, separator: string): string | null =>
  value?.split(separator)[0]?.trim() || null;

export function requestContext(
  headers: { get(name: string): string | null },
  query: URLSearchParams,
  connection: Connection = { remoteAddress: null, trustProxy: false },
): RequestContext {
  const own = connection.remoteAddress?.trim() || localAddress;
  const forwarded = connection.trustProxy
    ? (firstOf(headers.get('x-forwarded-for'), ',') ?? firstOf(headers.get('x-real-ip'), ','))
    : null;
  return {
    address: forwarded ?? own,
    device: firstOf(headers.get('x-device'), ',') ?? firstOf(query.get('device'), ','),
    language:
      firstOf(query.get('language'), ',') ??
      firstOf(firstOf(headers.get('accept-language'), ','), ';'),
    userAgent: headers.get('user-agent')?.trim() || null,
  };
}

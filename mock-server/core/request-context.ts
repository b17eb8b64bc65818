/**
 * Who is calling, as the pipeline reads it once from the request: the client's address (the first
 * `X-Forwarded-For` hop, else `X-Real-IP`), its device (`X-Device`, else the declared `device`
 * query field), its language (the declared `language` query field, else the first
 * `Accept-Language` tag) and its user agent. Null when the request does not say.
 */
export interface RequestContext {
  address: string | null;
  device: string | null;
  language: string | null;
  userAgent: string | null;
}

const firstOf = (value: string | null | undefined, separator: string): string | null =>
  value?.split(separator)[0]?.trim() || null;

export function requestContext(
  headers: { get(name: string): string | null },
  query: URLSearchParams,
): RequestContext {
  return {
    address: firstOf(headers.get('x-forwarded-for'), ',') ?? firstOf(headers.get('x-real-ip'), ','),
    device: firstOf(headers.get('x-device'), ',') ?? firstOf(query.get('device'), ','),
    language:
      firstOf(query.get('language'), ',') ??
      firstOf(firstOf(headers.get('accept-language'), ','), ';'),
    userAgent: headers.get('user-agent')?.trim() || null,
  };
}

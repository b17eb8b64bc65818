import { contract } from '../../openapi/runtime/contract.ts';

/**
 * How the session token travels, read from the contract's security scheme (decision record 002:
 * `http` `bearer`, i.e. `Authorization: Bearer <token>`). There is deliberately no command-line
 * switch for it: a backend that expects another header changes the scheme in openapi/openapi.yaml
 * (and the portal's middleware) per that decision, and the kit follows the contract.
 */
export interface TokenTransport {
  header: string;
  value(token: string): string;
  /** For the report: `Authorization: Bearer <token>`. */
  description: string;
}

interface SecurityScheme {
  type?: string;
  scheme?: string;
  in?: string;
  name?: string;
}

export function tokenTransportOf(scheme: SecurityScheme | undefined): TokenTransport {
  if (scheme?.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
    return {
      header: 'authorization',
      value: (token) => `Bearer ${token}`,
      description: 'Authorization: Bearer <token>',
    };
  }
  if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
    const name = scheme.name;
    return { header: name.toLowerCase(), value: (token) => token, description: `${name}: <token>` };
  }
  throw new Error(
    `The contract's session scheme (${JSON.stringify(scheme)}) is not one the kit can send: use http bearer or an apiKey header`,
  );
}

/** The transport of the contract's `sessionToken` scheme. */
export function contractTokenTransport(): TokenTransport {
  const schemes = (
    contract as unknown as { components: { securitySchemes?: Record<string, SecurityScheme> } }
  ).components.securitySchemes;
  return tokenTransportOf(schemes?.sessionToken);
}

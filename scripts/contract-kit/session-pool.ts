import type { Role } from './kit-options.ts';

/**
 * The session tokens of the run, per role, and spare sessions of the member for operations that
 * end the session they are called with (`logout`): those never get a token others still use.
 */
export const sessionEndingOperations: ReadonlySet<string> = new Set(['logout']);

export class SessionPool {
  readonly #tokens = new Map<Role, string>();
  readonly #missing = new Map<Role, string>();
  readonly #spares: string[] = [];

  set(role: Role, token: string): void {
    this.#tokens.set(role, token);
    this.#missing.delete(role);
  }

  /** Records why there is no session for a role (shown as the "not exercised" reason). */
  unavailable(role: Role, reason: string): void {
    if (!this.#tokens.has(role)) this.#missing.set(role, reason);
  }

  token(role: Role): string | null {
    return this.#tokens.get(role) ?? null;
  }

  whyNot(role: Role): string {
    return this.#missing.get(role) ?? `no session for the ${role} account`;
  }

  addSpare(token: string): void {
    this.#spares.push(token);
  }

  takeSpare(): string | null {
    return this.#spares.shift() ?? null;
  }
}

import type { MemberRecord, SessionRecord } from '../db/core-records';
import type { MockBackend } from './backend';
import type { RequestContext } from './request-context';
import type { BodyOf, HandlerResult, OperationId, PathOf, QueryOf } from './handler-types';

export type { HandlerResult };

/**
 * Who may call an operation beyond what the contract's security says (the pipeline already refuses
 * guarded operations without a valid session):
 * - `anyone`: no further gate;
 * - `realMember`: trial accounts (type 4) get 403 `in_need_true_account`;
 * - `agent`: trial accounts get `in_need_true_account`, non-agents 403 `error_not_agent`.
 */
export type Access = 'anyone' | 'realMember' | 'agent';

export interface HandlerContext<O extends OperationId> {
  query: QueryOf<O>;
  path: PathOf<O>;
  body: BodyOf<O>;
  headers: { get(name: string): string | null };
  /** Who is calling (address, device, language, user agent), read once by the pipeline. */
  request: RequestContext;
  /** The session of the token sent, if it is valid. Always set for guarded operations. */
  session: SessionRecord | null;
  member: MemberRecord | null;
  backend: MockBackend;
  /** The caller's member; only for guarded operations, where the pipeline guarantees one. */
  me(): MemberRecord;
  /**
   * Tells the read cache that this answer stays the same until `atMs` on the sandbox clock (the
   * next scheduled change it depends on); a kept answer is not served from then on. Only for
   * operations with a clock resolution (`read-cache-hints.ts`); without a read cache it does nothing.
   */
  holdsUntil(atMs: number): void;
}

export interface HandlerDefinition<O extends OperationId = OperationId> {
  operationId: O;
  access: Access;
  resolve(ctx: HandlerContext<O>): HandlerResult<O> | Promise<HandlerResult<O>>;
}

/** One operation's behaviour: parse is done (validated), so a handler calls domain rules and answers. */
export function defineHandler<O extends OperationId>(
  operationId: O,
  access: Access,
  resolve: (ctx: HandlerContext<O>) => HandlerResult<O> | Promise<HandlerResult<O>>,
): HandlerDefinition<O> {
  return { operationId, access, resolve };
}

/** A type-erased handler, as the registry keeps them (the pipeline calls it with the right context). */
export interface AnyHandler {
  operationId: OperationId;
  access: Access;
  resolve(ctx: never): unknown;
}

import type { Role } from '../kit-options.ts';
import type { RunContext } from '../run-context.ts';
import type { FlowRecorder } from './flow-recorder.ts';

/** A stateful scenario: several operations in a row, and a check that the state changed. */
export interface FlowDefinition {
  name: string;
  title: string;
  /** The flow runs when no filter is given, or when one of these operations is selected. */
  subjects: readonly string[];
  /** The sessions it needs (signed in beforehand by the sign-in flow). */
  roles: readonly Role[];
  /** Something that differs per run on the server's side: new usernames, request ids. */
  run(flow: FlowRecorder, ctx: RunContext, stamp: string): Promise<void>;
}

/** The token of a role, or a clean "not exercised" when the sign-in did not give one. */
export function tokenOf(flow: FlowRecorder, ctx: RunContext, role: Role): string {
  const token = ctx.sessions.token(role);
  return (
    token ?? flow.skip(`needs a session for the ${role} account: ${ctx.sessions.whyNot(role)}`)
  );
}

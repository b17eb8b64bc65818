import type { KitOperation } from '../../openapi/runtime/contract-view.ts';
import type { ExchangeRecorder } from './exchange-recorder.ts';
import type { Exchange, HttpClient, WireResponse } from './http-client.ts';
import type { KitOptions, Role } from './kit-options.ts';
import type { KitRequest } from '../../openapi/runtime/kit-request.ts';
import type { LinkedValues } from './linked-values.ts';
import type { RecordedExchange } from './report/kit-report.ts';
import { contractMismatches, type Mismatch } from './response-judge.ts';
import type { SessionPool } from './session-pool.ts';
import { toWire, type WireContext } from './wire-request.ts';

export type CallResult =
  | { kind: 'answered'; exchange: Exchange; response: WireResponse; mismatches: Mismatch[] }
  | { kind: 'no-answer'; exchange: Exchange; error: string }
  | { kind: 'refused'; reason: string };

/** What the checks and the flows share during one run. */
export class RunContext {
  constructor(
    readonly options: KitOptions,
    readonly http: HttpClient,
    readonly wire: WireContext,
    readonly recorder: ExchangeRecorder,
    readonly linked: LinkedValues,
    readonly sessions: SessionPool,
  ) {}

  /** Operations of the agent tags are called as the agent, all others as the member. */
  roleFor(op: KitOperation): Role {
    return this.options.agentTags.includes(op.tag) ? 'agent' : 'member';
  }

  /** Sends one request of an operation and judges the answer against the contract. */
  async call(op: KitOperation, request: KitRequest, token: string | null): Promise<CallResult> {
    const sent = await this.http.send(toWire(op, request, this.wire, token));
    if ('refused' in sent) return { kind: 'refused', reason: sent.refused };
    if (!sent.response)
      return { kind: 'no-answer', exchange: sent, error: sent.error ?? 'no answer' };
    const mismatches = contractMismatches(op.meta, sent.response);
    if (mismatches.length === 0 && sent.response.status < 300)
      this.linked.collect(sent.response.json);
    return { kind: 'answered', exchange: sent, response: sent.response, mismatches };
  }

  /** The exchange as the report shows it (encrypted payloads in their plain form). */
  record(op: KitOperation, request: KitRequest, exchange: Exchange): RecordedExchange {
    const plain =
      op.meta.encrypted && request.body?.kind === 'value'
        ? JSON.stringify(request.body.value)
        : undefined;
    return this.recorder.record(exchange, plain);
  }
}

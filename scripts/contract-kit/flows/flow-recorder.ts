import { anyOperation } from '../../../openapi/runtime/contract-view.ts';
import { describeAnswer } from '../json-access.ts';
import type { KitRequest } from '../../../openapi/runtime/kit-request.ts';
import type { FlowStep, Outcome } from '../report/kit-report.ts';
import type { RunContext } from '../run-context.ts';

/** Ends a flow early: failed (the server broke the contract or the state check) or not exercised. */
export class FlowStop extends Error {
  constructor(
    readonly outcome: Exclude<Outcome, 'passed'>,
    message: string,
  ) {
    super(message);
  }
}

const success = (status: number) => status >= 200 && status < 300;

/**
 * The steps of one flow. Every call is judged against the contract like any check; a declared
 * refusal where the flow needed success stops the flow as not exercised (with the server's reason),
 * a contract mismatch or a failed state check stops it as failed.
 */
export class FlowRecorder {
  readonly steps: FlowStep[] = [];

  constructor(private readonly ctx: RunContext) {}

  async call(
    operationId: string,
    request: KitRequest,
    token: string | null,
    title: string,
    expected: (status: number) => boolean = success,
  ): Promise<{ status: number; json: unknown; headers: Headers }> {
    const op = anyOperation(operationId);
    const result = await this.ctx.call(op, request, token);
    if (result.kind === 'refused') throw new FlowStop('not-exercised', result.reason);
    if (result.kind === 'no-answer') {
      this.steps.push({
        title,
        operationId,
        outcome: 'failed',
        mismatches: [{ path: '$', message: `no answer: ${result.error}` }],
        exchange: this.ctx.record(op, request, result.exchange),
      });
      throw new FlowStop('failed', `${title}: no answer (${result.error})`);
    }
    const { status, json } = result.response;
    const base = { title, operationId, status, mismatches: result.mismatches };
    if (result.mismatches.length > 0) {
      this.steps.push({
        ...base,
        outcome: 'failed',
        exchange: this.ctx.record(op, request, result.exchange),
      });
      throw new FlowStop('failed', `${title}: the answer breaks the contract`);
    }
    if (!expected(status)) {
      this.steps.push({
        ...base,
        outcome: 'not-exercised',
        exchange: this.ctx.record(op, request, result.exchange),
      });
      throw new FlowStop('not-exercised', `${title} was refused (${describeAnswer(status, json)})`);
    }
    this.steps.push({ ...base, outcome: 'passed' });
    return { status, json, headers: result.response.headers };
  }

  /** A check of the state the calls left behind. */
  verify(condition: boolean, title: string, failure: string): void {
    this.steps.push({
      title,
      operationId: null,
      outcome: condition ? 'passed' : 'failed',
      mismatches: condition ? [] : [{ path: 'state', message: failure }],
    });
    if (!condition) throw new FlowStop('failed', `${title}: ${failure}`);
  }

  /** Gives up without blame: the server cannot take part (no vendor wallet, no SMS code ...). */
  skip(reason: string): never {
    throw new FlowStop('not-exercised', reason);
  }
}

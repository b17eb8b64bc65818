import { anyOperation } from '../../../openapi/runtime/contract-view.ts';
import { asArray, asString, at } from '../json-access.ts';
import { tokenOf, type FlowDefinition } from './flow-definition.ts';

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** The operation through which a party answers a contract of each kind. */
const processOperation: Record<string, string> = {
  dividend: 'processDividendContract',
  dailySalary: 'processDailySalaryContract',
  hourlySalary: 'processHourlySalaryContract',
  realtimeSalary: 'processRealtimeSalaryContract',
};

/**
 * The agent offers a contract (the contract's own example) to its downline, who sees it and then
 * rejects it: the downline is left without a pending offer, so the flow can run again.
 */
export const contractOfferFlow: FlowDefinition = {
  name: 'contract-offer',
  title: 'An agent offers a contract, then the downline sees the offer (and rejects it)',
  subjects: ['offerContract', 'listContracts'],
  roles: ['agent', 'downline'],
  async run(flow, ctx) {
    const agentToken = tokenOf(flow, ctx, 'agent');
    const downlineToken = tokenOf(flow, ctx, 'downline');
    const agent = ctx.options.accounts.agent.username;
    const downline = ctx.options.accounts.downline.username;
    const example = anyOperation('offerContract').body?.examples[0]?.value;
    if (typeof example !== 'object' || example === null)
      flow.skip('the contract has no offerContract example');
    const offer: Record<string, unknown> = { ...(example as Record<string, unknown>), downline };
    const kind = String(offer.kind);
    const request = { path: {}, query: {}, body: { kind: 'value' as const, value: offer } };
    const title = `${agent} offers a ${kind} contract to ${downline}`;
    const pendingConflict = (status: number) => status < 300 || status === 409;
    let made = await flow.call('offerContract', request, agentToken, title, pendingConflict);
    if (made.status === 409) {
      // An offer of this kind still waits for an answer (an earlier run's offerContract check):
      // the agent withdraws it, then offers again.
      const pending = await flow.call(
        'listContracts',
        {
          path: {},
          query: { role: 'asUpline', kind, status: 'new', account: downline, pageSize: 100 },
        },
        agentToken,
        `${agent} looks for its pending ${kind} offer`,
      );
      const pendingId = asString(at(asArray(at(pending.json, 'value', 'list'))[0], 'contractId'));
      const withdraw = processOperation[kind];
      if (!pendingId || !withdraw)
        flow.skip(`${title} was refused with 409 and no pending offer was found`);
      await flow.call(
        withdraw ?? '',
        {
          path: {},
          query: {},
          body: { kind: 'value', value: { contractId: pendingId, action: 'terminate' } },
        },
        agentToken,
        `${agent} withdraws the pending offer ${pendingId ?? ''}`,
      );
      made = await flow.call('offerContract', request, agentToken, `${title}, again`);
    }
    const contractId = asString(at(made.json, 'value', 'contractId'));
    flow.verify(contractId !== undefined, 'the offer has an id', 'value.contractId is missing');
    flow.verify(
      at(made.json, 'value', 'status') === 'new',
      'the offer is new',
      `status is ${JSON.stringify(at(made.json, 'value', 'status'))}`,
    );
    const seen = await flow.call(
      'listContracts',
      { path: {}, query: { role: 'asDownline', pageNo: 1, pageSize: 100 } },
      downlineToken,
      `${downline} lists the contracts offered to it`,
    );
    const found = asArray(at(seen.json, 'value', 'list')).find(
      (c) => at(c, 'contractId') === contractId,
    );
    flow.verify(
      found !== undefined,
      `${downline} sees the offer`,
      `contract ${contractId} is not in ${downline}'s asDownline list`,
    );
    flow.verify(
      same(asString(at(found, 'upline')), agent) && at(found, 'status') === 'new',
      'from the agent, still new',
      `the listed offer says upline ${JSON.stringify(at(found, 'upline'))}, status ${JSON.stringify(at(found, 'status'))}`,
    );
    const answer = processOperation[kind];
    if (!answer) return;
    const rejected = await flow.call(
      answer,
      { path: {}, query: {}, body: { kind: 'value', value: { contractId, action: 'reject' } } },
      downlineToken,
      `${downline} rejects the offer`,
    );
    flow.verify(
      at(rejected.json, 'value', 'status') === 'rejected',
      'the offer is rejected',
      `status is ${JSON.stringify(at(rejected.json, 'value', 'status'))}`,
    );
  },
};

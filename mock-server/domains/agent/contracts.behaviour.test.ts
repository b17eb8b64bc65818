import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/handler-types';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import {
  dailySalaryTerms,
  dividendTerms,
  hourlySalaryTerms,
  realtimeSalaryTerms,
} from './seed-data/terms';
import { contractIdOf } from './test-support';

type Contract = Schemas['Contract'];
/** The requests as a client sends them: `confirmLowerRate` has a default and may be left out. */
type OfferRequest = Omit<Schemas['ContractOfferRequest'], 'confirmLowerRate'> & {
  confirmLowerRate?: boolean;
};
type ProcessRequest = Omit<Schemas['ContractProcessRequest'], 'confirmLowerRate'> & {
  confirmLowerRate?: boolean;
};

let t: TestBackend;
beforeAll(async () => {
  t = await createTestBackend();
});
beforeEach(async () => {
  await t.restoreSeed();
});
afterEach(() => {
  expect(t.violations).toEqual([]);
});

async function as(account: string) {
  const token = await t.tokenFor(account);
  return {
    offer: (body: OfferRequest) => t.call('offerContract', { token, body }),
    process: (
      operation:
        | 'processDividendContract'
        | 'processDailySalaryContract'
        | 'processHourlySalaryContract'
        | 'processRealtimeSalaryContract',
      body: ProcessRequest,
    ) => t.call(operation, { token, body }),
    contracts: async (query: Record<string, string> = {}) => {
      const result = await t.call('listContracts', { token, query: { pageSize: 100, ...query } });
      return (result.body.value as { list: Contract[] }).list;
    },
    consolidated: async () =>
      (await t.call('getConsolidatedContractInfo', { token })).body
        .value as Schemas['ConsolidatedContractInfo'],
  };
}

const contractOf = (result: { body: { value?: unknown } }) => result.body.value as Contract;
const stored = (id: string) => t.backend.db.agentContracts.get(id);

describe('offer -> accept -> in force', () => {
  it('makes a real-time salary contract active once the downline accepts it', async () => {
    const agent = await as('demoagent');
    const sub = await as('demosubagent');
    expect((await sub.consolidated()).realtimesalreqtype).toBe('none');

    const offered = await agent.offer({
      downline: 'demosubagent',
      kind: 'realtimeSalary',
      terms: realtimeSalaryTerms([0.2, 0.4], [0.3, 0.6]),
    });
    expect(offered.status).toBe(201);
    const offer = contractOf(offered);
    expect(offer).toMatchObject({
      status: 'new',
      upline: 'demoagent',
      downline: 'demosubagent',
      confirmLowerRate: false,
    });
    expect(offer.effectiveAt).toBeUndefined();
    expect((await sub.consolidated()).realtimesalreqtype).toBe('new');

    const accepted = await sub.process('processRealtimeSalaryContract', {
      contractId: offer.contractId,
      action: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect(contractOf(accepted)).toMatchObject({ contractId: offer.contractId, status: 'success' });
    expect(contractOf(accepted).effectiveAt).toBeDefined();
    expect((await sub.consolidated()).realtimesalreqtype).toBe('success');

    const listed = await sub.contracts({
      role: 'asDownline',
      kind: 'realtimeSalary',
      status: 'success',
    });
    expect(listed.map((c) => c.contractId)).toEqual([offer.contractId]);
    const downlines = await t.call('listDownlines', {
      token: await t.tokenFor('demoagent'),
      query: { account: 'demosubagent' },
    });
    const row = (downlines.body.value as { list: Schemas['Downline'][] }).list[0];
    expect(row?.contracts).toContainEqual({
      contractId: offer.contractId,
      kind: 'realtimeSalary',
      status: 'success',
      rate: 0.3,
    });
  });

  it('supersedes the contract in force between the same parties', async () => {
    const master = await as('demomaster');
    const agent = await as('demoagent');
    const current = contractIdOf(t, 'demomaster', 'demoagent', 'dividend', 'success');
    const offerId = contractIdOf(t, 'demomaster', 'demoagent', 'dividend', 'new');
    expect(stored(offerId)?.replacesContractId).toBe(current);

    expect(
      (await agent.process('processDividendContract', { contractId: offerId, action: 'accept' }))
        .status,
    ).toBe(200);
    expect(stored(current)).toMatchObject({ status: 'terminated', endReason: 'superseded' });
    const inForce = (
      await master.contracts({ role: 'asUpline', kind: 'dividend', account: 'demoagent' })
    ).filter((c) => c.status === 'success');
    expect(inForce.map((c) => c.contractId)).toEqual([offerId]);
  });

  it('refuses a second offer of a kind while one waits for an answer', async () => {
    const agent = await as('demoagent');
    const result = await agent.offer({
      downline: 'demosubagent',
      kind: 'dividend',
      terms: dividendTerms([30, 40]),
    });
    expect(result).toMatchObject({ status: 409, body: { code: 'contract_state_invalid' } });
  });
});

describe('the lower-rate rule', () => {
  it('refuses a lower offer, takes it when confirmed, and ends the downline contract on acceptance', async () => {
    const agent = await as('demoagent');
    const sub = await as('demosubagent');
    const sub2Daily = contractIdOf(t, 'demosubagent', 'demosubagent2', 'dailySalary', 'success');
    const agentDaily = contractIdOf(t, 'demoagent', 'demosubagent', 'dailySalary', 'success');
    const sub2Hourly = contractIdOf(t, 'demosubagent', 'demosubagent2', 'hourlySalary', 'success');
    const lower = dailySalaryTerms([0.3, 0.8]);

    const refused = await agent.offer({
      downline: 'demosubagent',
      kind: 'dailySalary',
      terms: lower,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'contract_rate_conflict', field: 'body.terms' },
    });
    const conflicting =
      (refused.body as { value?: { conflictingContracts: Contract[] } }).value
        ?.conflictingContracts ?? [];
    expect(conflicting.map((c) => [c.contractId, c.upline, c.downline])).toEqual([
      [sub2Daily, 'demosubagent', 'demosubagent2'],
    ]);
    expect(stored(sub2Daily)?.status).toBe('success');

    const confirmed = await agent.offer({
      downline: 'demosubagent',
      kind: 'dailySalary',
      terms: lower,
      confirmLowerRate: true,
    });
    expect(confirmed.status).toBe(201);
    expect(contractOf(confirmed)).toMatchObject({
      status: 'new',
      confirmLowerRate: true,
      replacesContractId: agentDaily,
    });
    // Nothing ends before the downline accepts.
    expect(stored(sub2Daily)?.status).toBe('success');

    const accepted = await sub.process('processDailySalaryContract', {
      contractId: contractOf(confirmed).contractId,
      action: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect(stored(sub2Daily)).toMatchObject({ status: 'terminated', endReason: 'lowerRate' });
    expect(stored(sub2Daily)?.endedAt).toBeDefined();
    expect(stored(agentDaily)).toMatchObject({ status: 'terminated', endReason: 'superseded' });
    expect(stored(sub2Hourly)?.status).toBe('success');

    const seenBySub2 = await (
      await as('demosubagent2')
    ).contracts({ role: 'asDownline', kind: 'dailySalary' });
    expect(seenBySub2.find((c) => c.contractId === sub2Daily)).toMatchObject({
      status: 'terminated',
      endReason: 'lowerRate',
    });
  });

  it('does not conflict when the offered rate is not lower', async () => {
    const agent = await as('demoagent');
    const result = await agent.offer({
      downline: 'demosubagent',
      kind: 'dailySalary',
      terms: dailySalaryTerms([0.6, 1.0]),
    });
    expect(result.status).toBe(201);
  });

  it('asks the downline to confirm at acceptance when a higher contract appeared after the offer', async () => {
    const agent = await as('demoagent');
    const sub = await as('demosubagent');
    const offer = contractOf(
      await agent.offer({
        downline: 'demosubagent',
        kind: 'hourlySalary',
        terms: hourlySalaryTerms([0.2, 0.35]),
      }),
    );
    expect(offer.status).toBe('new');
    const higher = contractOf(
      await sub.offer({
        downline: 'demosubagent2',
        kind: 'hourlySalary',
        terms: hourlySalaryTerms([0.2, 0.5]),
      }),
    );
    expect(higher.status).toBe('new');

    const refused = await sub.process('processHourlySalaryContract', {
      contractId: offer.contractId,
      action: 'accept',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'contract_rate_conflict', field: 'body.confirmLowerRate' },
    });
    expect(stored(offer.contractId)?.status).toBe('new');

    const accepted = await sub.process('processHourlySalaryContract', {
      contractId: offer.contractId,
      action: 'accept',
      confirmLowerRate: true,
    });
    expect(accepted.status).toBe(200);
    expect(stored(higher.contractId)).toMatchObject({
      status: 'terminated',
      endReason: 'lowerRate',
    });
    // The 0.3% contract in force pays less than 0.35%: it stays.
    expect(
      stored(contractIdOf(t, 'demosubagent', 'demosubagent2', 'hourlySalary', 'success'))?.terms,
    ).toEqual(hourlySalaryTerms([0.15, 0.3]));
  });
});

describe('process actions by status and side', () => {
  it('runs a termination request and its answers', async () => {
    const agent = await as('demoagent');
    const sub = await as('demosubagent');
    const id = contractIdOf(t, 'demoagent', 'demosubagent', 'dailySalary', 'success');

    expect(
      contractOf(
        await sub.process('processDailySalaryContract', { contractId: id, action: 'terminate' }),
      ),
    ).toMatchObject({
      status: 'termination',
      terminationRequestedBy: 'downline',
    });
    expect(
      (await sub.process('processDailySalaryContract', { contractId: id, action: 'accept' })).body
        .code,
    ).toBe('contract_state_invalid');
    expect((await sub.consolidated()).dailysalreqtype).toBe('termination');

    const kept = contractOf(
      await agent.process('processDailySalaryContract', { contractId: id, action: 'reject' }),
    );
    expect(kept.status).toBe('success');
    expect(kept.terminationRequestedBy).toBeUndefined();

    await agent.process('processDailySalaryContract', { contractId: id, action: 'terminate' });
    const ended = contractOf(
      await sub.process('processDailySalaryContract', { contractId: id, action: 'accept' }),
    );
    expect(ended).toMatchObject({
      status: 'terminated',
      endReason: 'terminationAccepted',
      terminationRequestedBy: 'upline',
    });
    expect(ended.endedAt).toBeDefined();
    expect((await sub.consolidated()).dailysalreqtype).toBe('none');
  });

  it('lets the upline withdraw an offer, which then cannot be accepted', async () => {
    const agent = await as('demoagent');
    const sub = await as('demosubagent');
    const id = contractIdOf(t, 'demoagent', 'demosubagent', 'dividend', 'new');
    expect(
      contractOf(
        await agent.process('processDividendContract', { contractId: id, action: 'terminate' }),
      ),
    ).toMatchObject({
      status: 'terminated',
      endReason: 'withdrawn',
    });
    expect(
      (await sub.process('processDividendContract', { contractId: id, action: 'accept' })).body
        .code,
    ).toBe('contract_state_invalid');
  });

  it('lets the downline reject an offer', async () => {
    const agent = await as('demoagent');
    const id = contractIdOf(t, 'demomaster', 'demoagent', 'hourlySalary', 'new');
    expect(
      contractOf(
        await agent.process('processHourlySalaryContract', { contractId: id, action: 'reject' }),
      ),
    ).toMatchObject({
      status: 'rejected',
      endReason: 'rejected',
    });
    expect((await agent.consolidated()).contracthoursalreq).toBe('none');
  });

  it('answers 404 for another kind and for contracts the caller is no party to', async () => {
    const daily = contractIdOf(t, 'demoagent', 'demosubagent', 'dailySalary', 'success');
    expect(
      (
        await (
          await as('demoagent')
        ).process('processHourlySalaryContract', { contractId: daily, action: 'terminate' })
      ).status,
    ).toBe(404);
    expect(
      (
        await (
          await as('demomaster')
        ).process('processDailySalaryContract', { contractId: daily, action: 'terminate' })
      ).status,
    ).toBe(404);
    expect(
      (
        await (
          await as('demosubagent2')
        ).process('processDailySalaryContract', { contractId: daily, action: 'terminate' })
      ).status,
    ).toBe(404);
    expect(stored(daily)?.status).toBe('success');
  });
});

describe('contracts are private to their parties', () => {
  it('lists only the caller contracts', async () => {
    const master = await as('demomaster');
    const sub2 = await as('demosubagent2');
    const mastersContracts = await master.contracts();
    expect(mastersContracts.length).toBeGreaterThan(0);
    for (const c of mastersContracts) expect([c.upline, c.downline]).toContain('demomaster');
    const sub2Contracts = await sub2.contracts();
    expect(sub2Contracts.length).toBeGreaterThan(0);
    for (const c of sub2Contracts) expect([c.upline, c.downline]).toContain('demosubagent2');
  });
});

describe('feature flags per kind', () => {
  it('switches a kind off everywhere: 403 feature_disabled, left out of lists, none in the consolidated info', async () => {
    t.backend.config.flags.HOURSAL3 = false;
    const agent = await as('demoagent');
    const hourly = contractIdOf(t, 'demomaster', 'demoagent', 'hourlySalary', 'new');
    expect(
      (await agent.process('processHourlySalaryContract', { contractId: hourly, action: 'accept' }))
        .body.code,
    ).toBe('feature_disabled');
    expect(
      (
        await agent.offer({
          downline: 'demosubagent',
          kind: 'hourlySalary',
          terms: hourlySalaryTerms([0.5, 0.9]),
        })
      ).body.code,
    ).toBe('feature_disabled');
    expect(
      (
        await t.call('listContracts', {
          token: await t.tokenFor('demoagent'),
          query: { kind: 'hourlySalary' },
        })
      ).body.code,
    ).toBe('feature_disabled');
    expect((await agent.contracts()).some((c) => c.kind === 'hourlySalary')).toBe(false);
    expect((await agent.consolidated()).contracthoursalreq).toBe('none');
    const register = await t.call('registerDownline', {
      token: await t.tokenFor('demoagent'),
      body: {
        username: 'flagged01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        type: 1,
        contractOffers: [hourlySalaryTerms([0.1, 0.2])],
      },
    });
    expect(register).toMatchObject({ status: 403, body: { code: 'feature_disabled' } });
    expect(t.backend.db.memberByAccount('flagged01')).toBeUndefined();
    // Other kinds still work.
    expect((await agent.consolidated()).divtypereq).toBe('new');
  });

  it('switches every kind off with the agent-centre group, and dividend records with enableCt', async () => {
    t.backend.config.flags.enableCt = false;
    const token = await t.tokenFor('demoagent');
    expect((await t.call('listDividendRecords', { token })).body.code).toBe('feature_disabled');
    t.backend.config.flags.AGENTCENTER3 = false;
    expect((await t.call('getConsolidatedContractInfo', { token })).body.value).toEqual({
      dailysalreqtype: 'none',
      divtypereq: 'none',
      contracthoursalreq: 'none',
      realtimesalreqtype: 'none',
    });
    expect(
      ((await t.call('listContracts', { token })).body.value as { list: Contract[] }).list,
    ).toEqual([]);
  });
});

describe('downline registration with offers', () => {
  it('creates a direct downline that sees its offers and can accept them', async () => {
    const token = await t.tokenFor('demoagent');
    const created = await t.call('registerDownline', {
      token,
      body: {
        username: 'teamagent7',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        type: 2,
        nickname: 'Team 7',
        contractOffers: [dailySalaryTerms([0.4, 0.7]), dividendTerms([10, 15])],
      },
    });
    expect(created.status).toBe(201);
    const downline = created.body.value as Schemas['Downline'];
    expect(downline).toMatchObject({
      account: 'teamagent7',
      level: 1,
      upline: 'demoagent',
      isAgent: true,
      balance: 0,
      teamSize: 0,
    });
    expect(downline.contracts.map((c) => [c.kind, c.status]).sort()).toEqual([
      ['dailySalary', 'new'],
      ['dividend', 'new'],
    ]);
    const member = t.backend.db.memberByAccount('teamagent7');
    expect(member?.uplineId).toBe(t.backend.db.memberByAccount('demoagent')?.id);

    const newcomer = await as('teamagent7');
    expect(await newcomer.consolidated()).toMatchObject({
      dailysalreqtype: 'new',
      divtypereq: 'new',
    });
    const daily = downline.contracts.find((c) => c.kind === 'dailySalary');
    expect(
      (
        await newcomer.process('processDailySalaryContract', {
          contractId: daily?.contractId ?? '',
          action: 'accept',
        })
      ).status,
    ).toBe(200);

    const again = await t.call('registerDownline', {
      token,
      body: { username: 'TeamAgent7', password: 'abc12345', confirmPassword: 'abc12345', type: 0 },
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'username_taken' } });
  });
});

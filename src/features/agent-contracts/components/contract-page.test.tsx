// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toResult } from '../../../../openapi/runtime/client/api-result';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { api } from '../../../lib/api/api-client';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { renderPortal, type PortalStore } from '../../../testing/render-portal';
import { signedInStore } from '../../../testing/signed-in-store';
import DailySalaryContractPage from './daily-salary-contract-page';
import DividendContractPage from './dividend-contract-page';
import HourlySalaryContractPage from './hourly-salary-contract-page';
import RealtimeSalaryContractPage from './realtime-salary-contract-page';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

let mock: PortalMock;
beforeAll(async () => {
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => sessionStorage.clear());
afterAll(() => {
  mock.server.close();
  expect(mock.violations).toEqual([]);
});

async function agent(account: string): Promise<PortalStore> {
  const store = await signedInStore(account);
  const info = await toResult(api.GET('/wps/member/info'));
  if (!info.ok) throw new Error('member info failed');
  store.set(memberInfoAtom, info.value);
  return store;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the contract pages', () => {
  it("shows the upline's dividend offer with its terms, period and answers", async () => {
    await renderPortal(<DividendContractPage />, {
      store: await agent('demoagent'),
      route: '/?ac=agentDividendRecordCopy2',
    });
    const mine = await screen.findByRole('region', { name: 'My contract' });
    const cards = await within(mine).findAllByRole('article', {
      name: /dividend contract with demomaster/,
    });
    const [offer, inForce] = cards;
    if (!offer || !inForce) throw new Error('two contracts expected');
    expect(cards.map((c) => within(c).getByText(/^(New offer|In force)$/).textContent)).toEqual([
      'New offer',
      'In force',
    ]);
    expect(within(offer).getByText('Weekly')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(inForce).getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    expect(within(inForce).queryByRole('button', { name: 'Accept' })).toBeNull();
    // The tiers as a table, rates in percent.
    const tiers = within(offer).getByRole('table', { name: 'Rate tiers of the contract' });
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    expect(within(tiers).getByText('25%')).toBeInTheDocument();
    // The offer form offers the four settlement periods.
    const form = section('Offer a dividend contract');
    const period = within(form).getByLabelText('Settlement period');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daily', 'Weekly', 'Semi-monthly', 'Monthly']);
    // And the dividend records of the last days.
    expect(section('Dividend records')).toBeInTheDocument();
  });

  it('validates the tiers: ascending thresholds, rates within 0-100', async () => {
    await renderPortal(<HourlySalaryContractPage />, {
      store: await agent('demoagent'),
      route: '/?ac=agentHourSalary&acAccount=demosubagent',
    });
    const form = await screen.findByRole('region', { name: 'Offer a hourly salary contract' });
    const downline = await within(form).findByLabelText(/Direct downline/);
    expect(downline).toHaveValue('demosubagent');
    await userEvent.type(within(form).getByLabelText(/Bet amount per hour/), '500');
    await userEvent.type(within(form).getByLabelText(/Rate/), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = within(form).getByRole('group', { name: 'Tier 2' });
    await userEvent.type(within(second).getByLabelText(/Bet amount per hour/), '400');
    await userEvent.type(within(second).getByLabelText(/Rate/), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(second).findByText('Must be above the tier before.')).toBeInTheDocument();
    expect(
      within(second).getByText('Enter a rate from 0 to 100 with at most 2 decimals.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    expect(within(form).queryByRole('group', { name: 'Tier 2' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
  });

  it('warns before a lower rate, names the contracts that will end, and sends again on confirm', async () => {
    await renderPortal(<DailySalaryContractPage />, {
      store: await agent('demoagent'),
      route: '/?ac=agentDailyWages2',
    });
    const form = await screen.findByRole('region', { name: 'Offer a daily salary contract' });
    await userEvent.selectOptions(
      await within(form).findByLabelText(/Direct downline/),
      'demosubagent',
    );
    await userEvent.type(within(form).getByLabelText(/Bet amount per day/), '50');
    await userEvent.type(within(form).getByLabelText(/Rate/), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
    const warning = await screen.findByRole('dialog', {
      name: "Lower rate than your downline's contracts",
    });
    expect(within(warning).getByRole('alert')).toHaveTextContent(
      'This rate is lower than that of these contracts demosubagent holds with its own downlines.',
    );
    const ending = within(warning).getByRole('list', { name: 'Contracts that will end' });
    expect(within(ending).getByRole('listitem')).toHaveTextContent(
      'demosubagent → demosubagent2: daily salary, rate 1%',
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm the lower rate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Offer sent to demosubagent; it waits for their answer.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const team = within(section('Contracts with my team')).getByRole('region', {
      name: 'List of contracts with my team',
    });
    await within(team).findByText('New offer');
  });

  it('lets the upline answer a termination request after its own confirmation', async () => {
    await renderPortal(<HourlySalaryContractPage />, {
      store: await agent('demoagent'),
      route: '/?ac=agentHourSalary',
    });
    const team = await screen.findByRole('region', { name: 'List of contracts with my team' });
    await within(team).findByText('Termination requested');
    await userEvent.click(within(team).getByRole('button', { name: 'Agree to end' }));
    const confirm = await screen.findByRole('dialog', { name: 'End this contract?' });
    expect(confirm).toHaveTextContent('The hourly salary contract with demosubagent ends now.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(team).getByRole('button', { name: 'Keep the contract' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Contract with demosubagent kept.');
    await within(team).findByText('In force');
  });

  it('says when the real-time salary is settled', async () => {
    await renderPortal(<RealtimeSalaryContractPage />, {
      store: await agent('demoagent'),
      route: '/?ac=agentRealtimeSalary',
    });
    expect(await screen.findByText(/settled every 5 minutes/)).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'My contract' });
    await within(mine).findByText('In force');
    expect(within(mine).getByRole('columnheader', { name: 'Win rate (%)' })).toBeInTheDocument();
    // The contract in force says when its current 5-minute window is settled.
    expect(within(mine).getByText('Next settlement')).toBeInTheDocument();
  });
});

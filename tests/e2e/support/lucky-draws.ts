import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsFreshAgent } from './agents';

/** The red envelope's and prize wheel's specs: a fresh player of their own, 100.00 in the main wallet. */
export function freshLuckyPlayer(page: Page, request: APIRequestContext) {
  return signInAsFreshAgent(page, request, { type: 0, prefix: 'lucky', balance: 100 });
}

/** The header's balance. */
export const headerBalance = (page: Page) => page.getByRole('group', { name: 'Balance' });

/** The polite live region that announces a draw's outcome. */
export const drawOutcome = (page: Page) => page.getByTestId('draw-outcome');

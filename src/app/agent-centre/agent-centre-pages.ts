import type { ComponentType } from 'react';
import type { AgentCentrePage } from '../../lib/centre/agent-centre-pages';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';

/**
 * The agent centre's pages, by page key: each a lazily loaded feature component (with its
 * on-demand texts, `lazyWithTexts`). The app composes them because features do not import each
 * other. Every page key must have its component (`satisfies` makes a missing one a type error).
 */
export const agentCentrePageComponents = {
  personalHistoryCopy: lazyWithTexts(
    ['agent-reports', 'records'],
    () => import('../../features/agent-reports/components/team-betting-page'),
  ),
  palStatementsAgentCopy: lazyWithTexts(
    ['agent-reports', 'records'],
    () => import('../../features/agent-reports/components/team-profit-loss-page'),
  ),
  agentRevenueReport: lazyWithTexts(
    ['agent-reports', 'records'],
    () => import('../../features/agent-reports/components/agent-income-page'),
  ),
  agentDownlineTransactionDetailsCopy: lazyWithTexts(
    ['agent-reports', 'records'],
    () => import('../../features/agent-reports/components/team-transactions-page'),
  ),
  agentAnnouncement: lazyWithTexts(
    ['agent-team', 'records'],
    () => import('../../features/agent-team/components/announcement-page'),
  ),
  agentTeamOverview: lazyWithTexts(
    ['agent-team', 'records'],
    () => import('../../features/agent-team/components/team-overview-page'),
  ),
  // The username and password rules' hints are registration texts (`registration.pattern.*`).
  registerCenter: lazyWithTexts(
    ['agent-team', 'registration'],
    () => import('../../features/agent-team/components/register-center-page'),
  ),
  downlineManagmentView: lazyWithTexts(
    ['agent-team', 'records'],
    () => import('../../features/agent-team/components/downline-management-page'),
  ),
  // The member centre's page, offered to agents with an upline too (issue 13).
  transferUpline: lazyWithTexts(
    ['engagement'],
    () => import('../../features/engagement/components/transfer-upline-page'),
  ),
  agentDividendRecordCopy2: lazyWithTexts(
    ['agent-contracts', 'records'],
    () => import('../../features/agent-contracts/components/dividend-contract-page'),
  ),
  agentDailyWages2: lazyWithTexts(
    ['agent-contracts', 'records'],
    () => import('../../features/agent-contracts/components/daily-salary-contract-page'),
  ),
  agentHourSalary: lazyWithTexts(
    ['agent-contracts', 'records'],
    () => import('../../features/agent-contracts/components/hourly-salary-contract-page'),
  ),
  agentRealtimeSalary: lazyWithTexts(
    ['agent-contracts', 'records'],
    () => import('../../features/agent-contracts/components/realtime-salary-contract-page'),
  ),
} satisfies Record<AgentCentrePage, ComponentType>;

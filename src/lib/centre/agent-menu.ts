import type { components } from '../../../openapi/runtime/generated/openapi';
import { features } from '../site/feature-flags';
import { agentCentrePages, type AgentCentrePage } from './agent-centre-pages';

type MenuSetting = components['schemas']['MenuSetting'];

/** The whitelabel feature each contract page needs (section 2). */
export const contractPageFeatures: Partial<Record<AgentCentrePage, string>> = {
  agentDividendRecordCopy2: features.dividendContract,
  agentDailyWages2: features.dailySalary,
  agentHourSalary: features.hourlySalary,
  agentRealtimeSalary: features.realtimeSalary,
};

export interface AgentMenuInput {
  /** Enabled whitelabel feature ids (`featuresAtom`). */
  features: ReadonlySet<string>;
  /** The agent may transfer to an upline (`MemberInfo.toUpline`). */
  toUpline: boolean;
  /** The agent-centre menu settings (`getMenuSettings().agentCentre`), null when unknown. */
  menuSettings: readonly MenuSetting[] | null;
}

/**
 * The agent centre's menu: the items of section 2 in order, less those the brand's menu settings
 * switch off and the contract pages whose feature is off (dividend needs enableCt; daily, hourly
 * and real-time salary their own), with transfer to upline (not governed by the menu settings,
 * which have no key for it) only for an agent that has an upline to transfer to.
 */
export function agentMenu(input: AgentMenuInput): AgentCentrePage[] {
  const allowed = (page: AgentCentrePage) =>
    page === 'transferUpline' ||
    !input.menuSettings ||
    input.menuSettings.some((s) => s.key === page && s.enabled);
  return agentCentrePages.filter((page) => {
    if (!allowed(page)) return false;
    if (page === 'transferUpline') return input.toUpline;
    const feature = contractPageFeatures[page];
    return feature === undefined || input.features.has(feature);
  });
}

import type { components } from '../../../../openapi/runtime/generated/openapi';
import { contractPageOfKind, type AgentCentrePage } from '../../../lib/centre/agent-centre-pages';

type Downline = components['schemas']['Downline'];
type ContractKind = components['schemas']['ContractKind'];
type ContractStatus = components['schemas']['ContractStatus'];

export interface ContractLink {
  kind: ContractKind;
  page: AgentCentrePage;
  /** The member's current contract of this kind with the caller, if any. */
  status: ContractStatus | null;
}

const kinds = Object.keys(contractPageOfKind) as ContractKind[];

/**
 * The contract pages team management offers for a member: contracts are between an upline and its
 * direct downline, and only agents hold them, so a direct agent downline gets one link per kind
 * whose page the agent's menu has (its feature on, the brand's menu not hiding it), with the
 * status of the contract it holds of that kind; anyone else none.
 */
export function contractLinks(
  member: Pick<Downline, 'isAgent' | 'level' | 'contracts'>,
  menu: readonly AgentCentrePage[],
): ContractLink[] {
  if (!member.isAgent || member.level !== 1) return [];
  return kinds
    .filter((kind) => menu.includes(contractPageOfKind[kind]))
    .map((kind) => ({
      kind,
      page: contractPageOfKind[kind],
      status: member.contracts.find((c) => c.kind === kind)?.status ?? null,
    }));
}

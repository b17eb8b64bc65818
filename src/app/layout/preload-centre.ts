import type { LazyScreen } from '../../lib/i18n/lazy-with-texts';
import { agentCentreParam } from '../../lib/centre/use-agent-centre-address';
import { memberCentreParam } from '../../lib/centre/use-member-centre-address';
import { agentCentrePageComponents } from '../agent-centre/agent-centre-pages';
import { memberCentrePageComponents } from '../member-centre/member-centre-pages';
import { AgentCentreScreen } from './agent-centre-host';
import { MemberCentreScreen } from './member-centre-host';

function pageOf(pages: Record<string, LazyScreen>, key: string | null): LazyScreen[] {
  const page = key !== null && Object.hasOwn(pages, key) ? pages[key] : undefined;
  return page ? [page] : [];
}

/**
 * The screens a centre named in the address (`?mc=transferFund`, `?ac=…`) shows first: the centre
 * and its page. A page opened from a link (the wallet page, say) then does not wait for the app's
 * first render to ask for their code, then for the centre's own code to ask for the page's (issue
 * 17: on a phone the wallet's balances came a chain of four downloads after the script).
 */
export function centreScreensOf(search: string): LazyScreen[] {
  const params = new URLSearchParams(search);
  if (params.has(memberCentreParam)) {
    return [
      MemberCentreScreen,
      ...pageOf(memberCentrePageComponents, params.get(memberCentreParam)),
    ];
  }
  if (params.has(agentCentreParam)) {
    return [AgentCentreScreen, ...pageOf(agentCentrePageComponents, params.get(agentCentreParam))];
  }
  return [];
}

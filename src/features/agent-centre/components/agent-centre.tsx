import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame';
import { CentreNav } from '../../../components/centre/centre-nav';
import { useCentreGate } from '../../../hooks/centre/use-centre-gate';
import type { AgentCentrePage } from '../../../lib/centre/agent-centre-pages';
import { useAgentCentreAddress } from '../../../lib/centre/use-agent-centre-address';
import { featuresAtom, permissionAtom } from '../../../lib/site/site-atoms';
import { memberInfoAtom } from '../../../lib/stores/session-atoms';
import { useAgentMenu } from '../../../hooks/centre/use-agent-menu';
import { agentCentreRefusal, shownAgentPage } from '../rules/agent-menu';

/** The page components, by page key (the app composes them: features do not import each other). */
export type AgentCentrePages = Partial<Record<AgentCentrePage, ComponentType>>;

/**
 * The agent centre (section 2): an overlay over the current page, open while the address has
 * `?ac=<page>`, with the left menu titled Agent (the items the brand's features and menu settings
 * allow, in the specification's order) and the chosen page beside it, highlighted in the menu; an
 * unknown or hidden page shows the default, agentTeamOverview. Visitors get the login dialog;
 * trial accounts, players and brands without the agent centre get the matching warning and it
 * closes (useCentreGate).
 */
export function AgentCentre({ pages }: { pages: AgentCentrePages }) {
  const { t } = useTranslation();
  const address = useAgentCentreAddress();
  const member = useAtomValue(memberInfoAtom);
  const permission = useAtomValue(permissionAtom);
  const enabled = useAtomValue(featuresAtom);
  const menu = useAgentMenu();
  // Decided once both are known: before the brand's permission arrives every feature looks off,
  // and the member's info can come first (it is asked for before the first render).
  const refusalKey = member && permission ? agentCentreRefusal(member.type, enabled) : null;
  const refusal = refusalKey
    ? {
        key: refusalKey,
        confirmKey: refusalKey === 'in_need_true_account' ? 'in_increase_submit' : undefined,
      }
    : null;
  const shown = useCentreGate(refusal, address.close);
  if (!shown) return null;

  const page = shownAgentPage(address.requested, menu);
  const Page = page ? pages[page] : undefined;

  return (
    <CentreFrame
      title={t('member-menu.centres.agentCentre')}
      testId="agent-centre"
      loading={!member}
      onClose={address.close}
      pageTitle={page ? t(`agent-centre.pages.${page}`) : null}
      nav={
        <CentreNav
          menu={menu}
          current={page}
          label={t('agent-centre.menuTitle')}
          title={t('agent-centre.menuTitle')}
          pageTitle={(entry) => t(`agent-centre.pages.${entry}`)}
          onChoose={(entry) => address.show(entry)}
        />
      }
    >
      {Page ? <Page /> : null}
    </CentreFrame>
  );
}

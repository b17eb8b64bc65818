import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useSearchParams } from 'react-router-dom';
import { agentCentreParam } from '../../lib/centre/use-agent-centre-address';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';

export const AgentCentreScreen = lazyWithTexts(
  ['agent-centre'],
  () => import('../agent-centre/agent-centre-screen'),
);

/** Shows the agent centre while the address asks for it (`?ac=<page>`); its code loads then. */
export function AgentCentreHost() {
  const [params] = useSearchParams();
  if (!params.has(agentCentreParam)) return null;
  return (
    <ChunkBoundary fallback={null}>
      <AgentCentreScreen />
    </ChunkBoundary>
  );
}

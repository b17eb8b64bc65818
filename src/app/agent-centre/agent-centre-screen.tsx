import { AgentCentre } from '../../features/agent-centre/components/agent-centre';
import { agentCentrePageComponents } from './agent-centre-pages';

/** The agent centre with the app's pages (loaded when the address first opens it). */
export default function AgentCentreScreen() {
  return <AgentCentre pages={agentCentrePageComponents} />;
}

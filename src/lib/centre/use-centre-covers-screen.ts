import { useSearchParams } from 'react-router-dom';
import { useMediaQuery } from '../../hooks/use-media-query';
import { agentCentreParam } from './use-agent-centre-address';
import { memberCentreParam } from './use-member-centre-address';

/** Where a centre takes the whole screen (the phone rule of components/centre/centre.css). */
const centreCoversScreenQuery = '(max-width: 700px)';

/**
 * True while the member or agent centre is open on a screen it covers whole: what lies under it
 * cannot be seen, so a costly part of the page may wait for it to close (issue 17).
 */
export function useCentreCoversScreen(): boolean {
  const [params] = useSearchParams();
  const open = params.has(memberCentreParam) || params.has(agentCentreParam);
  return useMediaQuery(centreCoversScreenQuery) && open;
}

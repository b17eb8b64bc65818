import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useSearchParams } from 'react-router-dom';
import { memberCentreParam } from '../../lib/centre/use-member-centre-address';
import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';

export const MemberCentreScreen = lazyWithTexts(
  ['member-centre'],
  () => import('../member-centre/member-centre-screen'),
);

/** Shows the member centre while the address asks for it (`?mc=<page>`); its code loads then. */
export function MemberCentreHost() {
  const [params] = useSearchParams();
  if (!params.has(memberCentreParam)) return null;
  return (
    <ChunkBoundary fallback={null}>
      <MemberCentreScreen />
    </ChunkBoundary>
  );
}

import { ChunkBoundary } from '../../lib/chunks/chunk-boundary';
import { useAtomValue } from 'jotai';

import { lazyWithTexts } from '../../lib/i18n/lazy-with-texts';
import { memberInfoAtom, tokenAtom } from '../../lib/stores/session-atoms';

// Members-only: the code and the texts load once a real member is signed in.
const RealityCheck = lazyWithTexts(
  ['protection'],
  () => import('../../features/protection/components/reality-check'),
);
const SessionClock = lazyWithTexts(
  ['protection'],
  () => import('../../features/protection/components/session-clock'),
);

/** The session's token while a real member (not a trial account, type 4) is signed in, else null. */
function useRealMemberSession(): string | null {
  const token = useAtomValue(tokenAtom);
  const member = useAtomValue(memberInfoAtom);
  return token !== null && member !== null && member.type !== 4 ? token : null;
}

/**
 * The reality-check reminder, app-wide (game pages too, which have no header) while a real member
 * is signed in; keyed by the session, so a new login starts its schedule afresh.
 */
export function RealityCheckHost() {
  const session = useRealMemberSession();
  if (!session) return null;
  return (
    <ChunkBoundary fallback={null}>
      <RealityCheck key={session} />
    </ChunkBoundary>
  );
}

/** The header's session clock (time since login) while a real member is signed in. */
export function SessionClockHost() {
  const session = useRealMemberSession();
  if (!session) return null;
  return (
    <ChunkBoundary fallback={null}>
      <SessionClock key={session} />
    </ChunkBoundary>
  );
}

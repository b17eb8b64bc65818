import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { avatarUrlAtom, tokenAtom } from '../../../lib/stores/session-atoms';
import { useGetPlayerAvatar } from '../api/use-get-player-avatar';
import fallbackAvatar from './fallback-avatar.svg';

/**
 * The member's avatar (`getPlayerAvatar`); the fallback image when the call failed or the image
 * does not load (section 8). Decorative: the account name always stands next to it.
 */
export function MemberAvatar({ size }: { size: number }) {
  const url = useAtomValue(avatarUrlAtom);
  const callFailed = useGetPlayerAvatar(useAtomValue(tokenAtom) !== null).isError;
  const [broken, setBroken] = useState<string | null>(null);
  const src = !url || callFailed || broken === url ? fallbackAvatar : url;
  return (
    <img
      className="member-avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      data-fallback={src === fallbackAvatar || undefined}
      onError={() => (url ? setBroken(url) : undefined)}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
import { ErrorImage } from './error-image';
import { afterFailedAttempt, failedAttemptWarning } from './image-rules';
import { loadedImages } from './loaded-image-cache';
import { whenNearViewport } from './near-viewport';
import './lazy-image.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

type LoadState = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image of fixed size (the box is reserved before it loads: no layout shift) that loads when it
 * comes near the viewport (preload factor 1.3, checked at most every 200 ms), tries up to 3 times
 * with a console warning for each failed attempt, then shows the error image (section 8).
 * Addresses that loaded before show at once (least-recently-used cache of 200).
 */
export function LazyImage(props: LazyImageProps) {
  // A new address starts over (attempts, state).
  return <LazyImageOf key={props.src} {...props} />;
}

function LazyImageOf({ src, alt, width, height, className }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<LoadState>(() => {
    if (!loadedImages.has(src)) return 'waiting';
    loadedImages.remember(src); // used again: the most recent in the cache (LRU)
    return 'loaded';
  });
  const [attempt, setAttempt] = useState(1);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const element = box.current;
    if (state !== 'waiting' || !element) return;
    return whenNearViewport(element, () => setState('loading'));
  }, [state]);

  useEffect(
    () => () => {
      if (retryTimer.current) clearTimeout(retryTimer.current);
    },
    [],
  );

  const onError = () => {
    console.warn(failedAttemptWarning(src, attempt));
    const next = afterFailedAttempt(attempt);
    if (!next.retry) {
      setState('failed');
      return;
    }
    retryTimer.current = setTimeout(() => setAttempt(attempt + 1), next.delayMs);
  };

  return (
    <span
      ref={box}
      className={['lazy-image', className].filter(Boolean).join(' ')}
      style={{ width, height }}
      data-state={state}
      data-attempt={attempt}
    >
      {state === 'failed' ? (
        <ErrorImage alt={alt} width={width} height={height} />
      ) : state === 'waiting' ? null : (
        <img
          // A new element per attempt, so the browser requests the image again.
          key={attempt}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => {
            loadedImages.remember(src);
            setState('loaded');
          }}
          onError={onError}
        />
      )}
    </span>
  );
}

import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '../../../../openapi/runtime/client/api-error';
import { Button } from '../../../components/button';
import type { LaneScroll } from './use-lane-scroll';

export interface LaneHeadProps {
  /** The lane's heading and the id its section is labelled by. */
  title: string;
  titleId: string;
  /** h2 for a lane of the page, h3 for a lane inside a titled group. */
  level?: 2 | 3;
  /** Links next to the heading ("All Slots"). */
  actions?: ReactNode;
  /** The lane's scroll state and its list's id; the buttons show only while it overflows. */
  scroll?: { lane: LaneScroll; trackId: string; label: string } | undefined;
}

/** A lane's title row: heading, optional links, and previous/next when the lane overflows. */
export function LaneHead({ title, titleId, level = 2, actions, scroll }: LaneHeadProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="home-lane__head">
      <Heading id={titleId} className={level === 2 ? 'home-lane__title' : 'home-lane__subtitle'}>
        {title}
      </Heading>
      {actions}
      {scroll ? <LaneArrows {...scroll} /> : null}
    </div>
  );
}

const arrows = [
  { direction: -1, text: 'home-games.lane.previous', glyph: '‹' },
  { direction: 1, text: 'home-games.lane.next', glyph: '›' },
] as const;

/**
 * Previous/next for a horizontal lane. At an edge the button stays focusable and says it is
 * unavailable (aria-disabled) instead of dropping the keyboard user's focus.
 */
function LaneArrows({ lane, trackId, label }: NonNullable<LaneHeadProps['scroll']>) {
  const { t } = useTranslation();
  if (!lane.back && !lane.forward) return null;
  return (
    <span className="home-lane__arrows">
      {arrows.map(({ direction, text, glyph }) => {
        const possible = direction < 0 ? lane.back : lane.forward;
        return (
          <button
            key={direction}
            type="button"
            className="home-lane__arrow"
            aria-label={t(text, { lane: label })}
            aria-controls={trackId}
            aria-disabled={!possible}
            onClick={() => possible && lane.scroll(direction)}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        );
      })}
    </span>
  );
}

/** The horizontally scrolling list of a lane; its items are `<li className="home-lane__item">`. */
export function LaneTrack({
  id,
  ref,
  children,
}: {
  id: string;
  ref: Ref<HTMLUListElement>;
  children: ReactNode;
}) {
  return (
    <ul ref={ref} id={id} className="home-lane__track">
      {children}
    </ul>
  );
}

/** Fixed-size placeholders while a lane loads, announced once as a status. */
export function LaneSkeleton({ label }: { label: string }) {
  return (
    <div className="home-lane__skeletons" role="status">
      <span className="visually-hidden">{label}</span>
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <span key={i} className="home-lane__skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A lane whose list did not load: what failed, why (the error catalogue) and a retry. */
export function LaneError({
  message,
  errorKey,
  onRetry,
}: {
  message: string;
  errorKey: ErrorKey;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="home-lane__error" role="alert">
      <p className="home-lane__error-text">
        {message} {t(`errors.${errorKey}`)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useGetPrizeWheel } from '../api/use-get-prize-wheel';
import { useSpinPrizeWheel } from '../api/use-spin-prize-wheel';
import { revealMs } from '../rules/draw-phase';
import { segmentCentre, segmentPath, stopRotation } from '../rules/wheel-geometry';
import { DrawAnnouncement } from './draw-announcement';
import { DrawHistory } from './draw-history';
import { DrawStatus } from './draw-status';
import { LuckyDrawPage } from './lucky-draw-page';
import { useDrawFlow } from './use-draw-flow';
import { useDrawFormat } from './use-draw-format';

type DrawState = components['schemas']['LuckyDrawState'];
type Segment = components['schemas']['LuckyDrawSegment'];

/** `/prizeWheel`: the wheel with its prizes, the spins left, the spin action and the history. */
export default function PrizeWheelScreen() {
  return (
    <LuckyDrawPage game="prizeWheel">
      <PrizeWheelBody />
      <DrawHistory game="prizeWheel" />
    </LuckyDrawPage>
  );
}

function PrizeWheelBody() {
  const { t } = useTranslation();
  const wheel = useGetPrizeWheel();
  return (
    <QueryState query={wheel} failedText={t('lucky-draws.prizeWheel.failed')}>
      {(state) => <Wheel state={state} />}
    </QueryState>
  );
}

const radius = 150;

function Wheel({ state }: { state: DrawState }) {
  const { t } = useTranslation();
  const format = useDrawFormat();
  const { spin, refresh } = useSpinPrizeWheel();
  const [rotation, setRotation] = useState(0);
  const segments = state.segments ?? [];
  const flow = useDrawFlow(
    'prizeWheel',
    async (requestId) => {
      const answer = await spin.mutateAsync({ body: { requestId } });
      const index = answer.value.segmentIndex ?? 0;
      setRotation((from) => stopRotation(index, segments.length, from));
      return answer;
    },
    refresh,
  );
  const busy = flow.phase === 'asking' || flow.phase === 'revealing';
  return (
    <div className="lucky-draw__stage">
      <DrawStatus state={state} />
      <figure className="wheel" aria-labelledby="wheel-prizes-title">
        <div className="wheel__pointer" aria-hidden="true" />
        <svg
          className="wheel__disc"
          viewBox={`0 0 ${radius * 2} ${radius * 2}`}
          aria-hidden="true"
          data-motion={flow.reducedMotion ? 'reduced' : 'full'}
          style={{
            transform: `rotate(${rotation}deg)`,
            transitionDuration: flow.reducedMotion ? '0ms' : `${revealMs.prizeWheel}ms`,
          }}
        >
          {segments.map((segment) => (
            <WheelSegment key={segment.segmentIndex} segment={segment} count={segments.length} />
          ))}
        </svg>
        <figcaption id="wheel-prizes-title" className="wheel__caption">
          {t('lucky-draws.prizeWheel.prizes')}
        </figcaption>
        <ul className="wheel__legend">
          {segments.map((segment) => (
            <li
              key={segment.segmentIndex}
              data-landed={
                flow.phase === 'shown' && flow.result?.segmentIndex === segment.segmentIndex
                  ? 'true'
                  : undefined
              }
            >
              {format.prize(segment)}
            </li>
          ))}
        </ul>
      </figure>
      <Button onClick={() => void flow.start()} disabled={busy} aria-busy={busy}>
        {busy ? t('lucky-draws.prizeWheel.spinning') : t('lucky-draws.prizeWheel.spin')}
      </Button>
      <DrawAnnouncement state={state} phase={flow.phase} result={flow.result} error={flow.error} />
    </div>
  );
}

/** One slice with its prize written along its middle. */
function WheelSegment({ segment, count }: { segment: Segment; count: number }) {
  const format = useDrawFormat();
  const centre = segmentCentre(segment.segmentIndex, count);
  return (
    <g className={`wheel__segment wheel__segment--${segment.segmentIndex % 2 ? 'odd' : 'even'}`}>
      <path d={segmentPath(segment.segmentIndex, count, radius)} />
      <text
        x={radius}
        y={radius * 0.28}
        textAnchor="middle"
        transform={`rotate(${centre} ${radius} ${radius})`}
      >
        {segment.prizeType === 'none' ? '✕' : format.prize(segment)}
      </text>
    </g>
  );
}

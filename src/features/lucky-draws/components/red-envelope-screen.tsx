import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/query-state';
import { useGetRedEnvelope } from '../api/use-get-red-envelope';
import { useOpenRedEnvelope } from '../api/use-open-red-envelope';
import { DrawAnnouncement } from './draw-announcement';
import { DrawHistory } from './draw-history';
import { DrawStatus } from './draw-status';
import { LuckyDrawPage } from './lucky-draw-page';
import { useDrawFlow } from './use-draw-flow';
import { useDrawFormat } from './use-draw-format';

type DrawState = components['schemas']['LuckyDrawState'];

/** `/redEnvelope`: today's envelope, why it is (not) ready, the open action and the history. */
export default function RedEnvelopeScreen() {
  return (
    <LuckyDrawPage game="redEnvelope">
      <RedEnvelopeBody />
      <DrawHistory game="redEnvelope" />
    </LuckyDrawPage>
  );
}

function RedEnvelopeBody() {
  const { t } = useTranslation();
  const envelope = useGetRedEnvelope();
  return (
    <QueryState query={envelope} failedText={t('lucky-draws.redEnvelope.failed')}>
      {(state) => <Envelope state={state} />}
    </QueryState>
  );
}

function Envelope({ state }: { state: DrawState }) {
  const { t } = useTranslation();
  const format = useDrawFormat();
  const { open, refresh } = useOpenRedEnvelope();
  const flow = useDrawFlow(
    'redEnvelope',
    (requestId) => open.mutateAsync({ body: { requestId } }),
    refresh,
  );
  const opened = flow.phase === 'revealing' || flow.phase === 'shown';
  const busy = flow.phase === 'asking' || flow.phase === 'revealing';
  return (
    <div className="lucky-draw__stage">
      <DrawStatus state={state} />
      <div
        className="envelope"
        data-phase={flow.phase}
        data-opened={opened && flow.result ? 'true' : 'false'}
        data-motion={flow.reducedMotion ? 'reduced' : 'full'}
        aria-hidden="true"
      >
        <div className="envelope__card">
          {flow.result ? (
            <span className="envelope__amount">{format.prize(flow.result)}</span>
          ) : null}
        </div>
        <div className="envelope__pocket" />
        <div className="envelope__flap" />
        <div className="envelope__seal" />
      </div>
      <Button onClick={() => void flow.start()} disabled={busy} aria-busy={busy}>
        {busy ? t('lucky-draws.redEnvelope.opening') : t('lucky-draws.redEnvelope.open')}
      </Button>
      <DrawAnnouncement state={state} phase={flow.phase} result={flow.result} error={flow.error} />
    </div>
  );
}

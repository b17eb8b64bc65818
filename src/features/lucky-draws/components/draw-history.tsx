import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { DateRangeFilter } from '../../../components/date-range/date-range-filter';
import { Pager } from '../../../components/pager/pager';
import { QueryState } from '../../../components/query-state';
import { useDatedPages } from '../../../hooks/use-dated-pages';
import { historyPresets } from '../../../lib/dates/day-range';
import { useListLuckyDraws } from '../api/use-list-lucky-draws';
import { useDrawFormat } from './use-draw-format';

const pageSize = 10;

/** The member's claims of this draw on the chosen days (the last 7 at first), newest first. */
export function DrawHistory({ game }: { game: components['schemas']['LuckyDrawGame'] }) {
  const { t } = useTranslation();
  const format = useDrawFormat();
  const { range, pageNo, setRange, setPage } = useDatedPages('previous7');
  const draws = useListLuckyDraws(game, range, pageNo, pageSize);
  return (
    <section className="lucky-draw__history" aria-labelledby={`${game}-history`}>
      <h2 id={`${game}-history`}>{t('lucky-draws.history.title')}</h2>
      <DateRangeFilter value={range} onChange={setRange} presets={historyPresets} />
      <QueryState
        query={draws}
        failedText={t('lucky-draws.history.failed')}
        isEmpty={(data) => data.list.length === 0}
        empty={<p className="lucky-draw__note">{t('lucky-draws.history.empty')}</p>}
      >
        {(data) => (
          <>
            <ul className="lucky-draw__records" aria-label={t('lucky-draws.history.title')}>
              {data.list.map((draw) => (
                <li key={draw.drawId} className="lucky-draw__record">
                  <strong>{format.prize(draw)}</strong>
                  <span className="lucky-draw__note">
                    {t(`lucky-draws.history.where.${draw.prizeType}`)}
                  </span>
                  <time dateTime={draw.time}>{format.time(draw.time)}</time>
                </li>
              ))}
            </ul>
            <Pager
              current={data.pageNo}
              total={data.totalPages}
              label={t('lucky-draws.history.pages')}
              onChoose={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

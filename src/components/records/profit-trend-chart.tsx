import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageCode } from '../../hooks/use-language-code';
import { weekStartOf } from '../../lib/dates/week-start';
import { trendGeometry, type TrendDay } from '../../lib/records/trend-chart';
import { toneClass } from './record-totals';
import { useRecordFormats } from '../../hooks/use-record-formats';

const box = { width: 600, height: 140 };

/**
 * An amount per day (profit by default; `title` and `valueLabel` name another, like an agent's
 * income) as an inline SVG bar chart: no chart library (this and its geometry rule are
 * about 1.5 KB gzip, where the small chart libraries start near 10 KB). The picture is one image named by a sentence (range, best and worst day); the
 * numbers themselves are in a table under "Show the days as a table". A line marks where a week
 * starts in the member's locale.
 */
export function ProfitTrendChart({
  days,
  title,
  valueLabel,
}: {
  days: readonly TrendDay[];
  /** The chart's name (default "Profit per day"). */
  title?: string | undefined;
  /** The heading of the amounts in the days table (default "Profit/loss"). */
  valueLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const chartTitle = title ?? t('records.profit.chart.title');
  const format = useRecordFormats();
  const language = useLanguageCode();
  const captionId = useId();
  const chart = trendGeometry(days, box, weekStartOf(language));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const summary = [
    t('records.profit.chart.range', { from: format.day(first.date), to: format.day(last.date) }),
    chart.best && chart.best.profitLoss > 0
      ? t('records.profit.chart.best', {
          day: format.day(chart.best.date),
          amount: format.signed(chart.best.profitLoss),
        })
      : null,
    chart.worst && chart.worst.profitLoss < 0
      ? t('records.profit.chart.worst', {
          day: format.day(chart.worst.date),
          amount: format.signed(chart.worst.profitLoss),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <figure className="records-chart">
      <figcaption id={captionId} className="records-chart__caption">
        <strong>{chartTitle}</strong> {summary}
      </figcaption>
      <svg
        className="records-chart__svg"
        viewBox={`0 0 ${box.width} ${box.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={captionId}
      >
        {chart.bars
          .filter((bar) => bar.weekStart)
          .map((bar) => (
            <line
              key={`week-${bar.date}`}
              className="records-chart__week"
              x1={bar.x - 1}
              x2={bar.x - 1}
              y1={0}
              y2={box.height}
            />
          ))}
        {chart.bars.map((bar) => (
          <rect
            key={bar.date}
            className={bar.value < 0 ? 'records-chart__bar--down' : 'records-chart__bar--up'}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 0)}
          />
        ))}
        <line
          className="records-chart__zero"
          x1={0}
          x2={box.width}
          y1={chart.zeroY}
          y2={chart.zeroY}
        />
      </svg>
      <div className="records-chart__axis" aria-hidden="true">
        <span>{format.day(first.date)}</span>
        <span>{format.day(last.date)}</span>
      </div>
      <details className="records-chart__details">
        <summary>{t('records.profit.chart.showTable')}</summary>
        <div className="records-table" role="region" aria-label={chartTitle} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('records.profit.chart.day')}</th>
                <th scope="col" className="records-table__num">
                  {valueLabel ?? t('records.profit.profitLoss')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{format.day(day.date)}</th>
                  <td className="records-table__num">
                    <span className={toneClass(day.profitLoss)}>
                      {format.signed(day.profitLoss)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

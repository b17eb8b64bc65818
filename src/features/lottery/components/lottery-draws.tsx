import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { useLotteryNumbers } from '../api/lottery-data';
import { useRefreshAfter } from '../api/use-remote';
import { drawsShownFirst, formatDrawTime, visibleDraws } from '../rules/lottery-numbers';
import { RemoteStatus } from './remote-status';
import { useLocale } from '../../../hooks/use-language-code';

/**
 * The game's current and upcoming draws (`listLotteryNumbers`, 100 at a time, section 9): the
 * first ten, all on request.
 */
export function LotteryDraws({
  gameCode,
  gameName,
  dueAt,
}: {
  gameCode: string;
  gameName: string;
  /** The open draw's time: the list moves on after it. */
  dueAt: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const numbers = useLotteryNumbers(gameCode);
  useRefreshAfter(dueAt, numbers.refresh);
  const [expanded, setExpanded] = useState<string | null>(null);
  const tableId = useId();
  const isExpanded = expanded === gameCode;

  let body: React.ReactNode;
  if (numbers.state !== 'ready') {
    body = <RemoteStatus remote={numbers} failedText={t('lottery.draws.loadFailed')} />;
  } else if (numbers.value.length === 0) {
    body = <p className="lottery-empty">{t('lottery.draws.empty')}</p>;
  } else {
    const draws = visibleDraws(numbers.value, isExpanded);
    body = (
      <>
        <div className="lottery-table-wrap">
          <table className="lottery-table" id={tableId}>
            <caption className="visually-hidden">
              {t('lottery.draws.caption', { name: gameName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('lottery.draws.drawNo')}</th>
                <th scope="col">{t('lottery.draws.closes')}</th>
                <th scope="col">{t('lottery.draws.drawTime')}</th>
                <th scope="col">{t('lottery.draws.status')}</th>
              </tr>
            </thead>
            <tbody>
              {draws.map((draw) => (
                <tr key={draw.drawNo}>
                  <th scope="row">{draw.drawNo}</th>
                  <td>
                    <time dateTime={draw.closeTime}>{formatDrawTime(draw.closeTime, locale)}</time>
                  </td>
                  <td>
                    <time dateTime={draw.drawTime}>{formatDrawTime(draw.drawTime, locale)}</time>
                  </td>
                  <td>
                    <span className="lottery-badge" data-status={draw.status}>
                      {t(`lottery.draws.statuses.${draw.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {numbers.value.length > drawsShownFirst ? (
          <Button
            variant="secondary"
            aria-expanded={isExpanded}
            aria-controls={tableId}
            onClick={() => setExpanded(isExpanded ? null : gameCode)}
          >
            {isExpanded
              ? t('lottery.draws.showFewer')
              : t('lottery.draws.showAll', { count: numbers.value.length })}
          </Button>
        ) : null}
      </>
    );
  }

  return <div className="lottery-detail__section">{body}</div>;
}

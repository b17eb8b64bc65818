import { useTranslation } from 'react-i18next';
import { useOpenedNumbers } from '../api/lottery-data';
import { useRefreshAfter } from '../api/use-remote';
import {
  formatDrawTime,
  orderedPrizes,
  resultBalls,
  type OpenedNumber,
} from '../rules/lottery-numbers';
import { RemoteStatus } from './remote-status';
import { useLocale } from '../../../hooks/use-language-code';

/**
 * The game's latest results (`listOpenedLotteryNumbers`), newest first: the winning numbers as
 * balls, and every prize tier of a draw behind a disclosure (the newest one open).
 */
export function LotteryResults({ gameCode, dueAt }: { gameCode: string; dueAt: string | null }) {
  const { t } = useTranslation();
  const opened = useOpenedNumbers(gameCode);
  // A new result is out once the open draw is drawn.
  useRefreshAfter(dueAt, opened.refresh);

  let body: React.ReactNode;
  if (opened.state !== 'ready') {
    body = <RemoteStatus remote={opened} failedText={t('lottery.results.loadFailed')} />;
  } else if (opened.value.length === 0) {
    body = <p className="lottery-empty">{t('lottery.results.empty')}</p>;
  } else {
    body = (
      <ol className="lottery-results">
        {opened.value.map((result, index) => (
          <ResultRow key={result.drawNo} result={result} open={index === 0} />
        ))}
      </ol>
    );
  }
  return <div className="lottery-detail__section">{body}</div>;
}

function ResultRow({ result, open }: { result: OpenedNumber; open: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balls = resultBalls(result.winningNumbers);
  const summary = (
    <>
      <span className="lottery-result__draw">
        <span className="lottery-result__no">
          {t('lottery.results.draw', { drawNo: result.drawNo })}
        </span>
        <time className="lottery-result__time" dateTime={result.drawTime}>
          {formatDrawTime(result.drawTime, locale)}
        </time>
      </span>
      <span
        className="lottery-balls"
        role="img"
        aria-label={t('lottery.results.winning', {
          drawNo: result.drawNo,
          numbers: result.winningNumbers.join(' '),
        })}
      >
        {balls.map((ball, index) => (
          <span key={index} className="lottery-ball">
            {ball}
          </span>
        ))}
      </span>
    </>
  );
  if (result.prizes.length === 0) {
    return (
      <li className="lottery-result">
        <div className="lottery-result__summary">{summary}</div>
      </li>
    );
  }
  return (
    <li className="lottery-result">
      <details open={open}>
        <summary className="lottery-result__summary">{summary}</summary>
        <table className="lottery-table lottery-table--prizes">
          <caption className="visually-hidden">
            {t('lottery.results.prizesOf', { drawNo: result.drawNo })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('lottery.results.prize')}</th>
              <th scope="col">{t('lottery.results.numbers')}</th>
            </tr>
          </thead>
          <tbody>
            {orderedPrizes(result.prizes).map((prize) => (
              <tr key={prize.prize} data-prize={prize.prize}>
                <th scope="row">{t(`lottery.results.tiers.${prize.prize}`)}</th>
                <td className="lottery-prize-numbers">
                  {prize.numbers.map((number, index) => (
                    <span key={index} className="lottery-prize-number">
                      {number}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </li>
  );
}

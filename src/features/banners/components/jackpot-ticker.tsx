import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import {
  isJackpotDigit,
  jackpotAt,
  jackpotCharacters,
  msUntilNextJackpotTick,
} from '../rules/jackpot';
import './jackpot-ticker.css';

/** The jackpot at this moment, stepping exactly on every 3-second tick. */
function useJackpot(): number {
  const [amount, setAmount] = useState(() => jackpotAt(Date.now()));
  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setAmount(jackpotAt(Date.now()));
        schedule();
      }, msUntilNextJackpotTick(Date.now()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return amount;
}

/**
 * The jackpot ticker under the home banner (section 4): the sum with the currency symbol, digit by
 * digit, growing by 165.11 every 3 s.
 *
 * Accessibility: the tiles are hidden from assistive technology; the same sum is there once as
 * plain text. That text is deliberately NOT a live region: `aria-live="polite"` would announce a new
 * eleven-digit number every 3 seconds and talk over everything else a screen-reader user does. They
 * hear the current sum whenever they reach the ticker, and the label says that it keeps growing.
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const currencySymbol = useAtomValue(currencySymbolAtom);
  const amount = useJackpot();
  const characters = jackpotCharacters(amount, currencySymbol);
  return (
    <section className="jackpot" aria-labelledby="jackpot-label" aria-describedby="jackpot-hint">
      <p id="jackpot-label" className="jackpot__label">
        {t('banners.jackpot.label')}
      </p>
      <p className="jackpot__value" data-testid="jackpot-value">
        <span className="visually-hidden">{formatMoney(amount, currencySymbol)}</span>
        <span className="jackpot__tiles" aria-hidden="true">
          {characters.map((character, index) => {
            // Keyed by the place from the right and the digit: a changed digit is a new tile and rolls in.
            const place = characters.length - index;
            return isJackpotDigit(character) ? (
              <span key={`${place}-${character}`} className="jackpot__digit">
                {character}
              </span>
            ) : (
              <span
                key={`${place}-sep`}
                className={index === 0 ? 'jackpot__symbol' : 'jackpot__separator'}
              >
                {character}
              </span>
            );
          })}
        </span>
      </p>
      <p id="jackpot-hint" className="visually-hidden">
        {t('banners.jackpot.hint')}
      </p>
    </section>
  );
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money';
import { currencySymbolAtom } from '../../../lib/stores/public-atoms';
import {
  minBetOptions,
  type ClassifyTab,
  type LobbyState,
  type MinBet,
} from '../rules/lobby-query';
import { ChoiceChips, type Choice } from './choice-chips';

/**
 * The lobby's filters: the slot classify tabs (slot lobby only) and the minimum bet. Both are
 * single-choice chip groups; "all" / "any" is the unfiltered choice.
 */
export function LobbyFilters({
  state,
  classifyTabs,
  onChange,
}: {
  state: LobbyState;
  /** Empty where the lobby has no classify tabs. */
  classifyTabs: readonly ClassifyTab[];
  onChange(change: Partial<Pick<LobbyState, 'minBet' | 'classify'>>): void;
}) {
  const { t } = useTranslation();
  const currency = useAtomValue(currencySymbolAtom);
  const classifyChoices: Choice<ClassifyTab | null>[] = [
    { value: null, label: t('game-lobby.classify.all') },
    ...classifyTabs.map((tab) => ({ value: tab, label: t(`game-lobby.classify.${tab}`) })),
  ];
  const minBetChoices: Choice<MinBet | null>[] = [
    { value: null, label: t('game-lobby.minBet.any') },
    ...minBetOptions.map((amount) => ({ value: amount, label: formatMoney(amount, currency) })),
  ];
  return (
    <div className="lobby-filters">
      {classifyTabs.length > 0 ? (
        <ChoiceChips
          legend={t('game-lobby.classify.label')}
          choices={classifyChoices}
          value={state.classify}
          onChange={(classify) => onChange({ classify })}
        />
      ) : null}
      <ChoiceChips
        legend={t('game-lobby.minBet.label')}
        choices={minBetChoices}
        value={state.minBet}
        onChange={(minBet) => onChange({ minBet })}
      />
    </div>
  );
}

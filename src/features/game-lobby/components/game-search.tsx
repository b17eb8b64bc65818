import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { maxSearchLength } from '../rules/lobby-query';

/** How long typing may pause before the search runs (Enter runs it at once). */
export const searchDelayMs = 300;

export interface GameSearchHandle {
  /**
   * Empties the field and drops a search still waiting to run: called the moment the lobby clears
   * the search (choosing a vendor, clearing the filters), so nothing typed before comes back later,
   * while anything typed after still runs.
   */
  reset(): void;
}

/**
 * Search by game name: a labelled search field that runs the search shortly after typing stops or
 * on Enter. The text follows the URL when it changes from outside (back/forward, clear filters), but
 * never throws away what is being typed.
 */
export function GameSearch({
  value,
  onSearch,
  ref,
}: {
  value: string;
  onSearch(text: string): void;
  ref?: Ref<GameSearchHandle>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Always the latest callback: a search sent after a pause applies to the lobby as it is then.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value === sent.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        sent.current = '';
        setText('');
      },
    }),
    [],
  );

  const send = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next);
  };

  return (
    <form
      role="search"
      className="game-search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('game-lobby.search.label')}
      </label>
      <span className="game-search__icon" aria-hidden="true">
        ⌕
      </span>
      <input
        id={id}
        type="search"
        className="game-search__input"
        value={text}
        maxLength={maxSearchLength}
        placeholder={t('game-lobby.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), searchDelayMs);
        }}
      />
    </form>
  );
}

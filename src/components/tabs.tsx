import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern, with the parts and props of Radix Tabs that the portal uses
 * (`Root`, `List`, `Trigger`, `Content`; `value`/`defaultValue`/`onValueChange`, `activationMode`,
 * `data-state`). Our own because the home page shows tabs and Radix Tabs with its roving-focus and
 * collection packages cost about 9.7 KB gzip of its first load, against about 1 KB here
 * (docs/decisions/014-own-tabs.md).
 *
 * Keyboard: one tab stop (the chosen tab); ←/→ (↑/↓ when vertical) move between tabs, Home/End to
 * the first/last, and
 * choose the tab they reach unless `activationMode="manual"`, where Enter or Space chooses. Only the
 * chosen panel is rendered.
 */
type Orientation = 'horizontal' | 'vertical';

interface TabsContext {
  baseId: string;
  orientation: Orientation;
  value: string | undefined;
  manual: boolean;
  choose(value: string): void;
}

const Context = createContext<TabsContext | null>(null);

function useTabs(part: string): TabsContext {
  const context = useContext(Context);
  if (!context) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return context;
}

/** Ids of a tab and its panel: values are free text, ids may not hold spaces. */
const partId = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${encodeURIComponent(value).replaceAll('%', '_')}`;

type DivProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'>;

export function Root({
  value: controlled,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  orientation = 'horizontal',
  children,
  ...props
}: DivProps & {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  activationMode?: 'automatic' | 'manual';
  orientation?: Orientation;
  children: ReactNode;
}) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const choose = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <Context.Provider
      value={{ baseId, orientation, value, manual: activationMode === 'manual', choose }}
    >
      <div {...props} data-orientation={orientation}>
        {children}
      </div>
    </Context.Provider>
  );
}

type Move = (index: number, count: number) => number;
const next: Move = (index, count) => (index + 1) % count;
const previous: Move = (index, count) => (index - 1 + count) % count;
const ends: Record<string, Move> = { Home: () => 0, End: (_index, count) => count - 1 };
const moves: Record<Orientation, Record<string, Move>> = {
  horizontal: { ArrowRight: next, ArrowLeft: previous, ...ends },
  vertical: { ArrowDown: next, ArrowUp: previous, ...ends },
};

export function List({ children, ...props }: ComponentPropsWithoutRef<'div'>) {
  const { orientation } = useTabs('List');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[orientation][event.key];
    if (!move) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    <div role="tablist" aria-orientation={orientation} {...props} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export function Trigger({
  value,
  children,
  ...props
}: Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'type' | 'role'> & {
  value: string;
  children: ReactNode;
}) {
  const tabs = useTabs('Trigger');
  const selected = tabs.value === value;
  return (
    <button
      {...props}
      type="button"
      role="tab"
      id={partId(tabs.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={selected ? partId(tabs.baseId, 'panel', value) : undefined}
      data-state={selected ? 'active' : 'inactive'}
      // One tab stop: the chosen tab, or the first one while none is chosen.
      tabIndex={selected || tabs.value === undefined ? 0 : -1}
      onClick={() => tabs.choose(value)}
      onFocus={() => {
        if (!tabs.manual) tabs.choose(value);
      }}
    >
      {children}
    </button>
  );
}

export function Content({
  value,
  children,
  ...props
}: Omit<DivProps, 'role'> & { value: string; children: ReactNode }) {
  const tabs = useTabs('Content');
  if (tabs.value !== value) return null;
  return (
    <div
      {...props}
      role="tabpanel"
      id={partId(tabs.baseId, 'panel', value)}
      aria-labelledby={partId(tabs.baseId, 'tab', value)}
      data-state="active"
      tabIndex={0}
    >
      {children}
    </div>
  );
}

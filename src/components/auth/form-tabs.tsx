import * as Tabs from '../tabs';
import type { ReactNode } from 'react';
import '../tab-strip.css';
import './auth-form.css';

export interface FormTab<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

export interface FormTabsProps<V extends string> {
  tabs: readonly FormTab<V>[];
  /** Accessible name of the tab list ("Sign-in method"). */
  label: string;
  value?: V;
  onValueChange?(value: V): void;
}

/** Tabs between the ways of a form (username or SMS...); a single way shows without a tab list. */
export function FormTabs<V extends string>({
  tabs,
  label,
  value,
  onValueChange,
}: FormTabsProps<V>) {
  const first = tabs[0];
  if (!first) return null;
  if (tabs.length === 1) return <>{first.content}</>;
  const controlled = value === undefined ? { defaultValue: first.value } : { value };
  return (
    <Tabs.Root
      className="form-tabs"
      {...controlled}
      onValueChange={(next) => {
        const tab = tabs.find((t) => t.value === next);
        if (tab) onValueChange?.(tab.value);
      }}
    >
      <Tabs.List className="form-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className="tab-strip__tab">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="form-tabs__panel">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

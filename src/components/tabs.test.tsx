// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as Tabs from './tabs';

function Fruit({
  manual = false,
  orientation,
  onChange,
}: {
  manual?: boolean;
  orientation?: 'horizontal' | 'vertical';
  onChange?(value: string): void;
}) {
  const [value, setValue] = useState('apple');
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      activationMode={manual ? 'manual' : 'automatic'}
      orientation={orientation}
    >
      <Tabs.List aria-label="Fruit">
        <Tabs.Trigger value="apple">Apple</Tabs.Trigger>
        <Tabs.Trigger value="blood orange">Blood orange</Tabs.Trigger>
        <Tabs.Trigger value="cherry">Cherry</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="apple">Apples are crisp.</Tabs.Content>
      <Tabs.Content value="blood orange">Blood oranges are red.</Tabs.Content>
      <Tabs.Content value="cherry">Cherries are small.</Tabs.Content>
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the chosen panel after its tab and shows only that panel', () => {
    render(<Fruit />);
    expect(screen.getByRole('tablist', { name: 'Fruit' })).toBeInTheDocument();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Apple')).toHaveAttribute('data-state', 'active');
    expect(tab('Cherry')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Apple' });
    expect(panel).toHaveTextContent('Apples are crisp.');
    expect(tab('Apple')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('chooses a tab on click, with ids that hold no spaces for values that do', async () => {
    const onChange = vi.fn();
    render(<Fruit onChange={onChange} />);
    await userEvent.click(tab('Blood orange'));
    expect(onChange).toHaveBeenCalledWith('blood orange');
    const panel = screen.getByRole('tabpanel', { name: 'Blood orange' });
    expect(panel).toHaveTextContent('Blood oranges are red.');
    expect(panel.id).not.toMatch(/\s/);
    expect(tab('Blood orange').id).not.toMatch(/\s/);
  });

  it('has one tab stop, and the arrows, Home and End choose as they move', async () => {
    render(<Fruit />);
    await userEvent.tab();
    expect(tab('Apple')).toHaveFocus();
    expect(tab('Cherry')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Blood orange')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Blood oranges are red.');
    await userEvent.keyboard('{End}');
    expect(tab('Cherry')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Apple')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Cherry')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode the arrows only move focus; Enter chooses', async () => {
    const onChange = vi.fn();
    render(<Fruit manual onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Blood orange')).toHaveFocus();
    expect(tab('Apple')).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('blood orange');
    expect(tab('Blood orange')).toHaveAttribute('aria-selected', 'true');
  });

  it('vertical tabs move with the up and down arrows', async () => {
    render(<Fruit orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Apple')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Blood orange')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('Apple')).toHaveFocus();
  });

  it('keeps its own choice when no value is given', async () => {
    render(
      <Tabs.Root defaultValue="b">
        <Tabs.List aria-label="Letters">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Panel A</Tabs.Content>
        <Tabs.Content value="b">Panel B</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel B');
    await userEvent.click(tab('A'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel A');
  });
});

// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/render-portal';
import { DateRangeFilter } from './date-range-filter';

// Only Date is faked: "today" is 25 November 2026 while user-event's own timers still run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
});
afterEach(() => vi.useRealTimers());

const lastWeek = { startDate: '2026-11-19', endDate: '2026-11-25' };

function typeDay(label: string, day: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: day } });
}

describe('DateRangeFilter', () => {
  it('shows the range, marks the preset it is, and applies another preset at once', async () => {
    const onChange = vi.fn();
    await renderPortal(<DateRangeFilter value={lastWeek} onChange={onChange} maxDays={91} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-19');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-25');
    expect(screen.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(onChange.mock.calls).toEqual([
      [{ startDate: '2026-10-27', endDate: '2026-11-25' }],
      [{ startDate: '2026-11-25', endDate: '2026-12-01' }],
    ]);
  });

  it('applies typed days with Search', async () => {
    const onChange = vi.fn();
    await renderPortal(<DateRangeFilter value={lastWeek} onChange={onChange} maxDays={91} />);
    typeDay('From', '2026-11-01');
    typeDay('To', '2026-11-10');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-11-01', endDate: '2026-11-10' });
  });

  it('refuses a span longer than the list takes, saying so, without asking', async () => {
    const onChange = vi.fn();
    await renderPortal(<DateRangeFilter value={lastWeek} onChange={onChange} maxDays={91} />);
    typeDay('From', '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 91 days.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an end before the start and an empty day', async () => {
    const onChange = vi.fn();
    await renderPortal(<DateRangeFilter value={lastWeek} onChange={onChange} />);
    typeDay('To', '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The last day cannot be before the first day.',
    );
    typeDay('To', '');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose both a first and a last day.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers only the presets asked for', async () => {
    await renderPortal(
      <DateRangeFilter value={lastWeek} onChange={vi.fn()} presets={['previous7', 'previous30']} />,
    );
    expect(screen.queryByRole('button', { name: 'Next 7 days' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Quick ranges' })).toBeInTheDocument();
  });
});

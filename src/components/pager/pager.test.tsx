// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/render-portal';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows the margin and the range around the current page, marking it', async () => {
    await renderPortal(<Pager current={5} total={10} label="Deposit pages" onChoose={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Deposit pages' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('asks for the page chosen, and disables previous on the first page', async () => {
    const onChoose = vi.fn();
    await renderPortal(<Pager current={1} total={3} label="Pages" onChoose={onChoose} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChoose.mock.calls).toEqual([[3], [2]]);
  });

  it('is not there for a single page', async () => {
    await renderPortal(<Pager current={1} total={1} label="Pages" onChoose={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

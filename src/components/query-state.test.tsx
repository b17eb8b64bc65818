// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../openapi/runtime/client/api-error';
import { renderPortal } from '../testing/render-portal';
import { QueryState, type QueryLike } from './query-state';

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  status: 'pending',
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows a busy loading line while the query is pending', async () => {
    await renderPortal(<QueryState query={query({})}>{list}</QueryState>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('shows the catalogue message of a failure and asks again on Retry', async () => {
    const failed = query({
      status: 'error',
      error: new ApiError({ key: 'network_error', message: 'x', status: 0, operation: 'GET /x' }),
    });
    await renderPortal(
      <QueryState query={failed} failedText="Could not load.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load\. .+Try again$/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty slot for empty data and the data otherwise', async () => {
    const { rerender } = await renderPortal(
      <QueryState
        query={query({ status: 'success', data: [] })}
        isEmpty={(d) => d.length === 0}
        empty={<p>Nothing yet</p>}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ status: 'success', data: ['a'] })} isEmpty={(d) => d.length === 0}>
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('a');
  });
});

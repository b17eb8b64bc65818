// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OperatorHtml } from './operator-html';

describe('OperatorHtml', () => {
  it('renders nothing until the sanitiser has loaded, then only the sanitised markup', async () => {
    const { container } = render(
      <MemoryRouter>
        <OperatorHtml
          html={
            '<p>Derby <b>night</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'
          }
        />
      </MemoryRouter>,
    );
    const box = container.querySelector('.operator-html');
    // Before the lazily loaded sanitiser answers, the raw HTML is never in the document.
    expect(box?.innerHTML).toBe('');
    expect(box?.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('night')).toBeTruthy();
    expect(box?.getAttribute('aria-busy')).toBe('false');
    expect(box?.querySelector('script, [onerror]')).toBeNull();
  });

  it('shows the new content when the HTML changes, never the previous one under the new props', async () => {
    const view = render(
      <MemoryRouter>
        <OperatorHtml html="<p>First notice</p>" />
      </MemoryRouter>,
    );
    await screen.findByText('First notice');
    view.rerender(
      <MemoryRouter>
        <OperatorHtml html="<p>Second notice</p>" />
      </MemoryRouter>,
    );
    expect(screen.queryByText('First notice')).toBeNull();
    expect(await screen.findByText('Second notice')).toBeTruthy();
  });
});

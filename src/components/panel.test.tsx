// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its h2, reachable by its id', () => {
    render(
      <Panel id="snapshots" title="Named snapshots" headingId="snapshots-title">
        <p>Body</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Named snapshots' });
    expect(region).toHaveAttribute('id', 'snapshots');
    expect(region).toHaveTextContent('Body');
    const heading = screen.getByRole('heading', { level: 2, name: 'Named snapshots' });
    expect(heading).toHaveAttribute('id', 'snapshots-title');
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('lets a script focus the heading when asked to', () => {
    render(
      <Panel id="clock" title="Sandbox clock" headingId="clock-title" focusableTitle>
        <p>Body</p>
      </Panel>,
    );
    const heading = screen.getByRole('heading', { name: 'Sandbox clock' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalMock, type PortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { SiteFooter } from './site-footer';

let mock: PortalMock;
beforeAll(async () => {
  // Node's fetch resolves the client's same-origin paths against this origin, as a page would.
  Object.assign(globalThis, { [Symbol.for('undici.globalOrigin.1')]: new URL(location.origin) });
  mock = await createPortalMock();
  mock.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => mock.server.close());

describe('SiteFooter', () => {
  it('lists the help topics, each opening the help dialog at its topic', async () => {
    const onOpenHelpTopic = vi.fn();
    await renderPortal(<SiteFooter onOpenHelpTopic={onOpenHelpTopic} />);
    const help = screen.getByRole('navigation', { name: 'Help centre' });
    await userEvent.click(await within(help).findByRole('button', { name: 'How do I deposit?' }));
    expect(onOpenHelpTopic).toHaveBeenCalledWith('deposit');
  });

  it('links to the VIP page, the winner board and the feedback form', async () => {
    await renderPortal(<SiteFooter onOpenHelpTopic={() => undefined} />);
    const more = screen.getByRole('navigation', { name: 'More' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['VIP', '/vip'],
      ['Winner board', '/winners'],
      ['Feedback', '/feedback'],
    ]);
  });

  it('shows each vendor logo once, moving with a pause button, plus a hidden copy for the loop', async () => {
    await renderPortal(<SiteFooter onOpenHelpTopic={() => undefined} />);
    const providers = await screen.findByRole('region', { name: 'Game providers' });
    const logos = await within(providers).findAllByRole('img');
    const names = logos.map((logo) => logo.getAttribute('alt'));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('PG Soft');
    expect(logos.length).toBeGreaterThan(12);
    expect(screen.getByTestId('vendor-track')).toHaveClass('vendor-carousel__track--moving');
    const copies = screen.getByTestId('vendor-track').querySelectorAll('[aria-hidden="true"] img');
    expect(copies).toHaveLength(logos.length);
    await userEvent.click(within(providers).getByRole('button', { name: 'Pause logos' }));
    expect(screen.getByTestId('vendor-track')).toHaveClass('vendor-carousel__track--paused');
    expect(within(providers).getByRole('button', { name: 'Play logos' })).toBeInTheDocument();
  });

  it('carries the licence, security and responsible-gaming badges and the 2024 copyright', async () => {
    await renderPortal(<SiteFooter onOpenHelpTopic={() => undefined} />);
    const licences = screen.getByRole('region', { name: 'Licensed by' });
    expect(
      within(licences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'MTMalta Gaming Authority',
      'BVIBritish Virgin Islands Financial Services Commission',
      'PHPhilippine Amusement and Gaming Corporation',
    ]);
    expect(screen.getByRole('region', { name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(screen.getByText('© 2024 Royal Play. All rights reserved.')).toBeInTheDocument();
    expect(
      document.querySelectorAll('footer img[src^="http"]:not(.vendor-carousel__logo)'),
    ).toHaveLength(0);
    await screen.findAllByRole('button', { name: /How do I/ });
  });
});

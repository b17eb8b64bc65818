// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { formatEndTime } from '../../../lib/format/end-time';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';

const service = <button type="button">Contact customer service</button>;

describe('MaintenancePage', () => {
  it('shows the title, the end time in the local date format, the text and customer service', async () => {
    const endTime = '2026-11-22T12:00:00Z';
    await renderPortal(
      <MaintenancePage
        status={{
          status: 1,
          title: 'Scheduled maintenance',
          endTime,
          info: 'We will be back soon.',
          ip: '203.0.113.24',
        }}
        serviceAction={service}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Scheduled maintenance' }),
    ).toBeInTheDocument();
    const time = screen.getByText(formatEndTime(endTime, 'en') ?? 'missing');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', endTime);
    expect(screen.getByText('Expected back:')).toBeInTheDocument();
    expect(screen.getByText('We will be back soon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('says so when no end time is set, and has a title of its own when the operator gave none', async () => {
    await renderPortal(
      <MaintenancePage
        status={{ status: 1, title: null, endTime: null, info: null, ip: '203.0.113.24' }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Scheduled maintenance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We will be back as soon as the work is done.')).toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
  });
});

describe('RegionBlockedPage', () => {
  it('shows the visitor IP, the text and customer service', async () => {
    await renderPortal(
      <RegionBlockedPage
        status={{
          status: 2,
          title: null,
          endTime: null,
          info: 'Access from your location is restricted.',
          ip: '198.51.100.7',
        }}
        serviceAction={service}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Access restricted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('198.51.100.7')).toBeInTheDocument();
    expect(screen.getByText('Access from your location is restricted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../../testing/render-portal';
import { VendorCarousel } from './vendor-carousel';

const vendors = Array.from({ length: 14 }, (_, i) => ({
  vendor: `V${i}`,
  name: `Vendor ${i}`,
  logo: `/sandbox/img/v${i}.svg`,
}));

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('VendorCarousel', () => {
  it('with reduced motion the strip scrolls instead of moving, so the keyboard can reach it', async () => {
    prefersReducedMotion(true);
    await renderPortal(<VendorCarousel vendors={vendors} />);
    const strip = screen.getByRole('group', { name: 'Game providers' });
    expect(strip).toHaveAttribute('tabindex', '0');
  });

  it('while it moves the strip is no tab stop of its own (the pause button is)', async () => {
    prefersReducedMotion(false);
    const { container } = await renderPortal(<VendorCarousel vendors={vendors} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.querySelector('.vendor-carousel__viewport')).not.toHaveAttribute('tabindex');
  });
});

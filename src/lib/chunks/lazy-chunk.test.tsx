// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from './lazy-chunk';

function Wallet() {
  return <h1>Wallet</h1>;
}

describe('retryableLazy', () => {
  it('renders code that is already here in the first pass, without a fallback', () => {
    const module = { default: Wallet };
    let imports = 0;
    const current = retryableLazy(
      () => {
        imports += 1;
        return Promise.resolve(module);
      },
      () => module,
    );
    const Screen = current();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('Wallet');
    expect(imports).toBe(0);
  });

  it('shows the fallback while code that is not here yet loads, then the screen', async () => {
    const current = retryableLazy(() => Promise.resolve({ default: Wallet }));
    const Screen = current();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('Wallet');
  });
});

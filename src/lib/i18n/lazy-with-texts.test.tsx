// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, missingTextWarning } from './i18n';
import { lazyWithTexts } from './lazy-with-texts';

function LotteryTitle({ suffix }: { suffix: string }) {
  const { t } = useTranslation();
  return (
    <h1>
      {t('lottery.lists.label')}
      {suffix}
    </h1>
  );
}

describe('lazyWithTexts', () => {
  it('renders the screen with its on-demand texts, never their keys', async () => {
    const warn = vi.spyOn(console, 'warn');
    const i18n = await createI18n('EN');
    const Screen = lazyWithTexts(['lottery'], () => Promise.resolve({ default: LotteryTitle }));
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>Loading</p>}>
          <Screen suffix="!" />
        </Suspense>
      </I18nextProvider>,
    );
    const heading = await screen.findByRole('heading');
    expect(heading).toHaveTextContent(`${i18n.t('lottery.lists.label')}!`);
    expect(heading).not.toHaveTextContent('lottery.lists.label');
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining(missingTextWarning));
    warn.mockRestore();
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { openDialogAtom } from '../../../lib/stores/dialog-atoms';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import FeedbackScreen from './feedback-screen';

vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

servePortalMock();

const member = async (account = 'demoplayer') =>
  renderPortal(<FeedbackScreen />, {
    store: await signedInMemberStore(account),
    route: '/feedback',
  });

describe('the feedback page', () => {
  it('opens the login dialog for a visitor', async () => {
    const { store } = await renderPortal(<FeedbackScreen />, { route: '/feedback' });
    expect(store.get(openDialogAtom)).toBe('login');
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    store.set(openDialogAtom, null);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openDialogAtom)).toBe('login');
  });

  it('checks the form before sending and counts the characters', async () => {
    await member();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a question type.')).toBeVisible();
    expect(screen.getByText('Write your message.')).toBeVisible();
    expect(screen.getByLabelText(/Your message/)).toHaveAttribute('aria-invalid', 'true');

    const content = screen.getByLabelText(/Your message/);
    await userEvent.type(content, 'Hello <there>');
    expect(screen.getByText('13 / 140 characters')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText(/Question type/), 'Games');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('The message may not contain < or >.')).toBeVisible();
  });

  it('refuses an image that is not png or jpg, or a fourth one', async () => {
    await member();
    const input = screen.getByLabelText('Images (optional)');
    const png = (name: string) => new File(['x'], name, { type: 'image/png' });
    await userEvent.upload(input, [new File(['x'], 'a.gif', { type: 'image/gif' })], {
      applyAccept: false,
    });
    expect(await screen.findByText('a.gif is not a PNG or JPG image.')).toBeVisible();
    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByText('4.png was not added: at most 3 images.')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Chosen images' }).children).toHaveLength(3);
    expect(input).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2.png' }));
    expect(screen.getByRole('list', { name: 'Chosen images' }).children).toHaveLength(2);
  });

  it('shows the server refusing an image on the images field', async () => {
    await member();
    await userEvent.selectOptions(screen.getByLabelText(/Question type/), 'Deposit');
    await userEvent.type(screen.getByLabelText(/Your message/), 'See the screenshot');
    await userEvent.upload(
      screen.getByLabelText('Images (optional)'),
      new File(['not really a png'], 'fake.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const refusal = await screen.findByText('Please check the highlighted field.');
    // On the images field (its error list), not above the form.
    expect(refusal.closest('ul')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Thank you for your feedback')).toBeNull();
  });

  it('sends the feedback and confirms it', async () => {
    await member();
    await userEvent.selectOptions(screen.getByLabelText(/Question type/), 'Suggestion');
    await userEvent.type(screen.getByLabelText(/Your message/), 'More baccarat tables, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Thank you for your feedback');
    expect(done).toHaveTextContent(/your message about Suggestion on /);
    await userEvent.click(screen.getByRole('button', { name: 'Send more feedback' }));
    await waitFor(() => expect(screen.getByLabelText(/Your message/)).toHaveValue(''));
  });
});

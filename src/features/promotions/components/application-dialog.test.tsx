// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { servePortalMock } from '../../../../tests/setup/portal-mock';
import { renderPortal } from '../../../testing/render-portal';
import { signedInMemberStore } from '../../../testing/signed-in-store';
import PromotionsScreen from './promotions-screen';

// The portal's client calls its own origin; in jsdom that is the test page's origin.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', window.location.origin);
});

const mock = servePortalMock();

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
/** A 1x1 PNG and the first bytes of a JPEG: what the mock's signature check wants. */
const pngBytes = bytes(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
const jpegBytes = bytes(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHSEfHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
);
const png = (name: string) => new File([pngBytes], name, { type: 'image/png' });

const applicationsOf = (account: string) => {
  const member = mock.backend.db.members.all().find((m) => m.account === account);
  return mock.backend.db.promotionApplications
    .all()
    .filter((a) => a.memberId === member?.id && a.promotionId === 302);
};

/** demosubplayer's Sports tab, with the application form of 302 open. */
async function openForm() {
  await renderPortal(<PromotionsScreen />, {
    store: await signedInMemberStore('demosubplayer'),
    route: '/promotions?category=SPORTS',
  });
  const card = await screen.findByRole('article', { name: 'Share your big sports win' });
  await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply: Share your big sports win' });
  return { card, dialog };
}

describe('the application form', () => {
  it('counts the comment as it is typed and refuses more than 140 characters before sending', async () => {
    const { dialog } = await openForm();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(comment, 'Parlay');
    expect(within(dialog).getByText('6 / 140 characters')).toBeVisible();
    await userEvent.clear(comment);
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(141));
    expect(within(dialog).getByText('141 / 140 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Use at most 140 characters.')).toBeVisible();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(applicationsOf('demosubplayer')).toHaveLength(0);
  });

  it('refuses wrong types, files above 5 MB and a fourth image by name; previews go with their file', async () => {
    const made: string[] = [];
    const create = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation(() => `blob:shot-${made.push('x')}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      // The picker's "all files" lets a player choose any file: the form checks each one itself.
      const user = userEvent.setup({ applyAccept: false });
      const { dialog } = await openForm();
      const input = within(dialog).getByLabelText('Screenshots');
      const big = png('huge.png');
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      await user.upload(input, [
        new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
        big,
        png('one.png'),
        png('two.png'),
        png('three.png'),
        png('four.png'),
      ]);
      const problems = within(dialog).getByRole('alert');
      expect(problems).toHaveTextContent('anim.gif is not a png or jpg image.');
      expect(problems).toHaveTextContent('huge.png is larger than 5 MB.');
      expect(problems).toHaveTextContent('four.png was not added: at most 3 images.');
      const chosen = within(dialog).getByRole('list', { name: 'Chosen screenshots' });
      expect(
        within(chosen)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        expect.stringContaining('one.png'),
        expect.stringContaining('two.png'),
        expect.stringContaining('three.png'),
      ]);
      expect(input).toBeDisabled();
      const previews = () =>
        [...chosen.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      await waitFor(() => expect(previews()).toHaveLength(3));
      const [first] = previews();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove one.png' }));
      expect(within(chosen).queryByText('one.png')).toBeNull();
      expect(revoke).toHaveBeenCalledWith(first);
      expect(input).toBeEnabled();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Every URL made was let go when the form closed.
      expect(new Set(revoke.mock.calls.map(([url]) => url))).toEqual(
        new Set(create.mock.results.map((r) => r.value as string)),
      );
      expect(applicationsOf('demosubplayer')).toHaveLength(0);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
    }
  });

  it('shows a server refusal on the image it blames', async () => {
    const { dialog } = await openForm();
    // JPEG bytes labelled as PNG: the browser cannot tell, the server's signature check can.
    await userEvent.upload(within(dialog).getByLabelText('Screenshots'), [
      png('good.png'),
      new File([jpegBytes], 'disguised.png', { type: 'image/png' }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const chosen = within(dialog).getByRole('list', { name: 'Chosen screenshots' });
    const items = within(chosen).getAllByRole('listitem');
    expect(await within(items[1] as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted field.',
    );
    expect(within(items[0] as HTMLElement).queryByRole('alert')).toBeNull();
    expect(applicationsOf('demosubplayer')).toHaveLength(0);
  });

  it('sends the comment and two images as data URLs; the card then shows the review', async () => {
    const { card, dialog } = await openForm();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Comment' }),
      'Parlay of 4 at odds 12.40',
    );
    await userEvent.upload(within(dialog).getByLabelText('Screenshots'), [
      png('ticket.png'),
      new File([jpegBytes], 'payout.jpg', { type: 'image/jpeg' }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your application was sent.',
    );
    const [sent] = applicationsOf('demosubplayer');
    expect(sent).toMatchObject({ comment: 'Parlay of 4 at odds 12.40' });
    expect(sent?.images.map((i) => i.mimeType)).toEqual(['image/png', 'image/jpeg']);
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closers[closers.length - 1] as HTMLElement);
    await waitFor(() => expect(within(card).getByText('Under review')).toBeVisible());
    expect(within(card).getByText('Your application is being reviewed.')).toBeVisible();
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../testing/render-portal';
import { Dialog } from './dialog';
import { DialogOpenerContext } from './dialog-opener';

/**
 * What the dialog host does: it remembers the opener, mounts a dialog on a state change (no Radix
 * trigger), and one dialog may open the next before the member closes it.
 */
function HostLike() {
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen('first');
        }}
      >
        Open
      </button>
      <DialogOpenerContext.Provider value={opener}>
        {open === 'first' ? (
          <Dialog open onOpenChange={() => setOpen(null)} title="First">
            <p>No fields here.</p>
            <button type="button" onClick={() => setOpen('second')}>
              Next
            </button>
          </Dialog>
        ) : null}
        {open === 'second' ? (
          <Dialog open onOpenChange={() => setOpen(null)} title="Second">
            <button type="button">A tab</button>
            <label>
              Name <input />
            </label>
          </Dialog>
        ) : null}
      </DialogOpenerContext.Provider>
    </>
  );
}

describe('Dialog focus', () => {
  it('opens on its first form field, else on the first control', async () => {
    await renderPortal(<HostLike />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const first = await screen.findByRole('dialog', { name: 'First' });
    await waitFor(() => expect(first).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Second' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('gives the focus back to the opener, also after one dialog opened the next', async () => {
    await renderPortal(<HostLike />);
    const open = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Second' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });
});

describe('Dialog size', () => {
  it('is a 400 px dialog by default', async () => {
    await renderPortal(
      <Dialog open onOpenChange={() => undefined} title="Plain">
        <p>Text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Plain' });
    expect(dialog).not.toHaveClass('dialog--modal');
    // (jsdom drops a width with min() from the style; the browser test measures the box.)
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('');
  });

  it('is the default modal of section 9 (600 by 300, sized by its CSS) when a modal', async () => {
    await renderPortal(
      <Dialog open onOpenChange={() => undefined} title="Content" kind="modal">
        <p>Text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Content' });
    expect(dialog).toHaveClass('dialog', 'dialog--modal');
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('600px');
    expect(dialog.getAttribute('style')).not.toContain('width: min(');
  });
});

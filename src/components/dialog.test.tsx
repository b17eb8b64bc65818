// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../testing/render-portal';
import { Dialog } from './dialog';

/**
 * What the dialog host does: it mounts a dialog on a state change (no Radix trigger), and one
 * dialog may open the next before the member closes it; a dialog may also open one inside it.
 */
function HostLike() {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Open
      </button>
      {open === 'first' ? (
        <Dialog open onOpenChange={() => setOpen(null)} title="First">
          <p>No fields here.</p>
          <button type="button" onClick={() => setOpen('second')}>
            Next
          </button>
          <button type="button" onClick={() => setInner(true)}>
            Inner
          </button>
          <Dialog open={inner} onOpenChange={setInner} title="Inner">
            <p>Inside.</p>
          </Dialog>
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

describe('Dialog focus inside a dialog', () => {
  it('gives the focus back to the control inside the outer dialog', async () => {
    await renderPortal(<HostLike />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const innerButton = await screen.findByRole('button', { name: 'Inner' });
    await userEvent.click(innerButton);
    await screen.findByRole('dialog', { name: 'Inner' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    await waitFor(() => expect(innerButton).toHaveFocus());
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

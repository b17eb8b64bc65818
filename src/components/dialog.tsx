import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * `dialog` (the default): a box 400 px wide (section 9). `modal`: a content view — the default
   * modal of section 9, at least 600 by 300 on a wide screen and the full width on a phone.
   */
  kind?: 'dialog' | 'modal';
  /** Default 400 px for a dialog, 600 px for a modal (section 9). */
  width?: number;
  children: ReactNode;
  /** Dialogs the user must answer (forced password change) cannot be dismissed. */
  dismissible?: boolean;
  testId?: string;
  /** Extra class on the dialog box (a screen-sized overlay sets its own layout). */
  className?: string;
}

/** The first form field of a dialog's body: where the focus starts (not the close button). */
const firstField =
  '.dialog__body :is(input:not([type="hidden"]), select, textarea):not([disabled])';

/**
 * The opener of the dialog opened last, until the focus went back to it: the dialog host mounts
 * dialogs on an atom (no Radix trigger), and a dialog that opens the next one (login → register)
 * is gone by the time the next one mounts, taking the focus with it; the next one inherits this.
 */
let chainOpener: HTMLElement | null = null;

/** Who opened a dialog mounting now: the focused element, else (focus lost) the chain's opener. */
function openerNow(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return chainOpener?.isConnected ? chainOpener : null;
}

/**
 * Opening: the focus goes to the first form field, if the body has one when it opens (otherwise
 * Radix's default, the first focusable element).
 */
function focusFirstField(event: Event) {
  const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(firstField);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * Closing: back to the element that opened it, unless another dialog took its place (that one has
 * the focus and inherits the opener). Radix's own return goes to what was focused when it
 * mounted, which is lost when one dialog opened the next.
 */
function returnFocusTo(opener: HTMLElement | null, event: Event) {
  if (!opener?.isConnected) return;
  event.preventDefault();
  const open = document.querySelector('[role="dialog"]');
  if (open && !open.contains(opener)) return;
  chainOpener = null;
  opener.focus();
}

/**
 * A modal dialog with a focus trap, Escape to close, labelled title and a close button — Radix
 * Dialog does the accessibility work (aria-modal, focus return, scroll lock).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  kind = 'dialog',
  width = kind === 'modal' ? 600 : 400,
  children,
  dismissible = true,
  testId,
  className,
}: DialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  const classes = ['dialog', kind === 'modal' ? 'dialog--modal' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  // A modal's size lives in its CSS (minimum size, full width on a phone); it is told the width.
  const style: CSSProperties =
    kind === 'modal'
      ? ({ '--dialog-width': `${width}px` } as CSSProperties)
      : { width: `min(${width}px, calc(100vw - 24px))` };
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog__overlay" />
        <RadixDialog.Content
          className={classes}
          style={style}
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            // Before Radix moves the focus in: the focus is still on the opener.
            opener.current = chainOpener = openerNow();
            focusFirstField(event);
          }}
          onCloseAutoFocus={(event) => returnFocusTo(opener.current, event)}
          onEscapeKeyDown={(event) => (dismissible ? undefined : event.preventDefault())}
          onPointerDownOutside={(event) => (dismissible ? undefined : event.preventDefault())}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className="dialog__close" aria-label={t('common.close')}>
                ×
              </RadixDialog.Close>
            ) : null}
          </header>
          {description ? (
            <RadixDialog.Description className="dialog__description">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
